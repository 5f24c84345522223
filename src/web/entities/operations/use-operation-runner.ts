import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Operation, PlannedOperation } from '@shared/schemas/operations';
import { toast } from '@web/lib/toast';
import { SecurityRefusal } from '@web/lib/api-client';
import { useWallet, walletHoldingsKeys } from '@web/wallet';
import { apiOperationTransport } from './api-transport';
import { OperationError, errorMessage } from './operation-error';
import { operationKeys } from './query-keys';
import { runOperation, type OperationPhase, type OperationTransport } from './run-operation';

export interface OperationRunState {
  phase: OperationPhase;
  operation: Operation | null;
  error: string | null;
  /** The phase that was running when the operation failed or expired. */
  failedAt: OperationPhase | null;
}

export interface OperationRunHandlers {
  onConfirmed?: (operation: Operation) => void;
  /** `error` is what was thrown: an `ApiError` from planning, or an `OperationError`. */
  onFailed?: (message: string, error: unknown) => void;
  onExpired?: () => void;
}

type Plan = () => Promise<PlannedOperation>;

const IDLE: OperationRunState = { phase: 'idle', operation: null, error: null, failedAt: null };
const ACTIVE: ReadonlySet<OperationPhase> = new Set(['preparing', 'signing', 'submitting', 'confirming']);

export function isActivePhase(phase: OperationPhase): boolean {
  return ACTIVE.has(phase);
}

/**
 * Runs plan → sign (one prompt) → submit → confirm and exposes the progress. `retry()` plans and
 * signs again with the same handlers, which is what an expired blockhash needs.
 * Every run that ends (confirmed, failed, expired) refreshes the activity lists, the bell and the
 * wallet menu's balances here, the one place the web learns an operation ended, so no page waits for
 * their polls.
 */
export function useOperationRunner(transport: OperationTransport = apiOperationTransport) {
  const wallet = useWallet();
  const queryClient = useQueryClient();
  const [state, setState] = useState<OperationRunState>(IDLE);
  const stateRef = useRef(state);
  const walletRef = useRef(wallet);
  const lastRun = useRef<{ plan: Plan; handlers: OperationRunHandlers } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    walletRef.current = wallet;
  }, [wallet]);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (plan: Plan, handlers: OperationRunHandlers = {}): Promise<Operation | null> => {
      const before = stateRef.current;
      lastRun.current = { plan, handlers };
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ ...IDLE, phase: 'preparing' });
      let current: OperationPhase = 'preparing';
      const ended = () => {
        void queryClient.invalidateQueries({ queryKey: operationKeys.all() });
        void queryClient.invalidateQueries({ queryKey: walletHoldingsKeys.all() });
      };
      try {
        const planned = await plan();
        const operation = await runOperation(planned, walletRef.current, {
          transport,
          signal: abort.signal,
          onProgress: (p) => {
            current = p.phase;
            if (!abort.signal.aborted)
              setState((s) => ({ ...s, phase: p.phase, operation: p.operation ?? s.operation }));
          },
        });
        setState({ ...IDLE, phase: 'confirmed', operation });
        ended();
        handlers.onConfirmed?.(operation);
        return operation;
      } catch (error) {
        if (abort.signal.aborted) return null;
        if (error instanceof SecurityRefusal) {
          // The client's gate refused before anything was sent: no failure, the form stays as it was.
          setState(before);
          toast({ title: error.title, description: error.description, variant: 'destructive' });
          return null;
        }
        const operation = error instanceof OperationError ? error.operation : null;
        const message = errorMessage(error, 'The operation failed.');
        ended();
        if (error instanceof OperationError && error.reason === 'expired') {
          setState({ phase: 'expired', operation, error: message, failedAt: current });
          handlers.onExpired?.();
        } else {
          setState({ phase: 'failed', operation, error: message, failedAt: current });
          handlers.onFailed?.(message, error);
        }
        return null;
      }
    },
    [transport, queryClient],
  );

  const retry = useCallback(async () => {
    const previous = lastRun.current;
    return previous ? run(previous.plan, previous.handlers) : null;
  }, [run]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  return { state, run, retry, reset, isPending: isActivePhase(state.phase) };
}

export type OperationRunner = ReturnType<typeof useOperationRunner>;
