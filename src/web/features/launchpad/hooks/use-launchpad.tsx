import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { launchpadMessages, type LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { launchpadKeys } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { launchToken } from '../api/launch-token';
import { tradeCurve } from '../api/trade-curve';
import { curveRefusal, type CurveRefusal } from '../lib/curve-refusal';

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

  const { reset: resetTrade } = tradeRunner;
  const trade = useCallback(
    (
      request: {
        side: 'buy' | 'sell';
        mint: string;
        amount: string;
        slippage: number;
        minimumReceived: string;
      },
      onDone: (ok: boolean) => void,
      onRefused: (refusal: CurveRefusal) => void,
    ) => {
      const { side, mint, amount, slippage, minimumReceived } = request;
      return tradeRunner.run(() => tradeCurve(side, mint, amount, slippage, minimumReceived), {
        onConfirmed: () => {
          toast({ title: 'Trade Executed Successfully!', variant: 'success' });
          refresh();
          onDone(true);
        },
        onFailed: (_m, error) => {
          const refusal = curveRefusal(error);
          // The new quote is the panel's to show; nothing was sent and nothing is signed until asked again.
          if (refusal?.kind === 'moved') {
            resetTrade();
            onRefused(refusal);
            refresh();
            return;
          }
          if (refusal) onRefused(refusal);
          toast({
            title: launchpadMessages.tradeFailedTitle,
            description: failureText(error, 'The trade failed.'),
            variant: 'destructive',
          });
          refresh();
          onDone(false);
        },
        onExpired: expired,
      });
    },
    [tradeRunner, resetTrade, refresh],
  );

  return { launch, trade, launchRunner, tradeRunner };
}
