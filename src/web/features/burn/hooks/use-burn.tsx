import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { burnMessages, type BurnRequestInput } from '@shared/schemas/burn';
import { INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { withThousands } from '@shared/solana/amounts';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/hooks/use-toast';
import { OperationError, useOperationRunner } from '@web/lib/operations';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';
import { burnTokens } from '../api/burn-tokens';
import { BURNS_URL } from '../api/get-burns';
import { BURN_STATS_URL } from '../api/get-burn-stats';

const CLIENT_MESSAGES: ReadonlySet<string> = new Set([RATE_LIMIT_MESSAGE, INVALID_TRANSACTION_DATA]);

/** Spec: the server's message when there is one, else 'Failed to burn tokens'. */
export function burnFailureText(error: unknown): string {
  if ((error instanceof ApiError || error instanceof OperationError) && error.message) return error.message;
  if (error instanceof Error && CLIENT_MESSAGES.has(error.message)) return error.message;
  return burnMessages.failedDefault;
}

/** Plan → sign → submit → confirm one burn, with the spec's toasts; `onDone(ok)` closes the panel. */
export function useBurn() {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run } = runner;

  const burn = useCallback(
    (body: BurnRequestInput, symbol: string, onDone: (ok: boolean) => void) =>
      run(() => burnTokens(body), {
        onConfirmed: (operation) => {
          const hash = operation.result?.txHash;
          toast({
            title: burnMessages.successTitle,
            description: (
              <span className="break-all">
                {`${withThousands(String(body.amount))} ${symbol} burned.`}
                {typeof hash === 'string' ? ` Transaction: ${hash}` : ''}
              </span>
            ),
            variant: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: [BURNS_URL] });
          void queryClient.invalidateQueries({ queryKey: [BURN_STATS_URL] });
          void queryClient.invalidateQueries({ queryKey: ['/api/operations'] });
          onDone(true);
        },
        onFailed: (_message, error) => {
          toast({
            title: burnMessages.failedTitle,
            description: burnFailureText(error),
            variant: 'destructive',
          });
          onDone(false);
        },
        onExpired: () => {
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
          onDone(false);
        },
      }),
    [run, queryClient],
  );

  return { burn, runner };
}
