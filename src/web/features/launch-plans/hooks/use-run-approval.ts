import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunnerOptions } from '@shared/launch-plans/runner';
import type { RunStep, RunView } from '@shared/schemas/launch-plan-runs';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { useWallet } from '@web/wallet';
import { approvalFor, canApproveAll } from '../lib/run-approval';

export interface PendingApproval {
  step: RunStep;
  /** The operation kind the step is about to plan and sign. */
  kind: string;
}

/**
 * The run's approvals: a prompt per signing request of a Local Wallet run, or none once "approve all" is
 * granted. The grant is this component's state for one run id (never the wallet's), checked again at
 * every request, and dropped when the run call ends or the page leaves: no other transaction can use it.
 */
export function useRunApproval(view: RunView) {
  const { isLocalWallet } = useWallet();
  const embedded = useChainStatus().data?.cluster === 'local';
  const ctx = { isLocalWallet, rehearsal: view.rehearsal, embedded };
  const [granted, setGranted] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingApproval | null>(null);
  const live = useRef({ isLocalWallet, embedded, granted });
  live.current = { isLocalWallet, embedded, granted: live.current.granted };
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const left = useRef(false);
  const leaving = useRef(new AbortController());

  const decide = useCallback((ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setPending(null);
  }, []);

  const setGrant = useCallback(
    (runId: string | null) => {
      live.current.granted = runId;
      setGranted(runId);
      if (runId && answer.current) decide(true);
    },
    [decide],
  );

  /** The runner's `approve` for one run: the run id and its kind are fixed when the run call starts. */
  const approverFor = useCallback(
    (run: RunView): NonNullable<RunnerOptions['approve']> =>
      async (step, next) => {
        // The page was left: the run stops at its next request, whatever was granted.
        if (left.current) return false;
        const { isLocalWallet: local, embedded: onEmbedded, granted: grant } = live.current;
        const how = approvalFor(
          { isLocalWallet: local, rehearsal: run.rehearsal, embedded: onEmbedded },
          run.id,
          grant,
        );
        if (how !== 'prompt') return true;
        return new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setPending({ step, kind: next.kind });
        });
      },
    [],
  );

  /** The run call ended (finished, failed, stopped): a pending prompt is refused and the grant dropped. */
  const end = useCallback(() => {
    decide(false);
    setGrant(null);
  }, [decide, setGrant]);

  useEffect(() => {
    left.current = false;
    leaving.current = new AbortController();
    return () => {
      left.current = true;
      leaving.current.abort();
      live.current.granted = null;
      answer.current?.(false);
    };
  }, []);

  return {
    offered: canApproveAll(ctx),
    on: granted === view.id,
    setOn: (on: boolean) => setGrant(on && canApproveAll(ctx) ? view.id : null),
    pending,
    decide,
    approverFor,
    end,
    /** Aborted when the page leaves: the runner stops before its next step (a buyer's buy included). */
    leaveSignal: () => leaving.current.signal,
  };
}
