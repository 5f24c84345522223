import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { launchpadMessages, type LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { launchpadKeys } from '@web/entities/launchpad/query-keys';
import { operationKeys } from '@web/entities/operations/query-keys';
import { toast } from '@web/hooks/use-toast';
import { failureText, useOperationRunner } from '@web/lib/operations';
import { launchToken } from '../api/launch-token';
import { tradeCurve } from '../api/trade-curve';

const expired = () =>
  toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });

/** Launch and trade through the operation pipeline with the spec's toasts; lists refresh after each. */
export function useLaunchpad() {
  const queryClient = useQueryClient();
  const launchRunner = useOperationRunner();
  const tradeRunner = useOperationRunner();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: launchpadKeys.all() });
    void queryClient.invalidateQueries({ queryKey: launchpadKeys.stats() });
    void queryClient.invalidateQueries({ queryKey: operationKeys.all() });
  }, [queryClient]);

  const launch = useCallback(
    (data: LaunchTokenDataInput, onDone: (mint: string | null) => void) => {
      let mint: string | null = null;
      return launchRunner.run(
        async () => {
          const planned = await launchToken(data);
          mint = planned.mint;
          return planned;
        },
        {
          onConfirmed: () => {
            toast({
              title: 'Token Launched',
              description: `${data.tokenSymbol.toUpperCase()} is live on its curve.`,
              variant: 'success',
            });
            refresh();
            onDone(mint);
          },
          onFailed: (_m, error) => {
            toast({
              title: launchpadMessages.launchFailedTitle,
              description: failureText(error, launchpadMessages.launchFailedDefault),
              variant: 'destructive',
            });
            onDone(null);
          },
          onExpired: expired,
        },
      );
    },
    [launchRunner, refresh],
  );

  const trade = useCallback(
    (side: 'buy' | 'sell', mint: string, amount: string, slippage: number, onDone: (ok: boolean) => void) =>
      tradeRunner.run(() => tradeCurve(side, mint, amount, slippage), {
        onConfirmed: () => {
          toast({ title: 'Trade Executed Successfully!', variant: 'success' });
          refresh();
          onDone(true);
        },
        onFailed: (_m, error) => {
          toast({
            title: launchpadMessages.tradeFailedTitle,
            description: failureText(error, 'The trade failed.'),
            variant: 'destructive',
          });
          refresh();
          onDone(false);
        },
        onExpired: expired,
      }),
    [tradeRunner, refresh],
  );

  return { launch, trade, launchRunner, tradeRunner };
}
