import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { burnMessages, type BurnRequestInput } from '@shared/schemas/burn';
import { burnKeys } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { burnTokens } from '../api/burn-tokens';
import { formatUi } from '@web/lib/format';

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
              <span>
                {`${formatUi(String(body.amount))} ${symbol} burned.`}
                {typeof hash === 'string' && (
                  // Only the signature may break anywhere; the sentence wraps between words.
                  <>
                    {' Transaction: '}
                    <span className="break-all">{hash}</span>
                  </>
                )}
              </span>
            ),
            variant: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: burnKeys.list() });
          void queryClient.invalidateQueries({ queryKey: burnKeys.stats() });
          onDone(true);
        },
        onFailed: (_message, error) => {
          toast({
            title: burnMessages.failedTitle,
            description: failureText(error, burnMessages.failedDefault),
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
