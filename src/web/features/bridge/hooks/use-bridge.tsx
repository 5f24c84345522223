import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { bridgeMessages, type BridgeRequestInput, type EvmTransactionRequest } from '@shared/schemas/bridge';
import { bridgeKeys } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { startBridge } from '../api/start-bridge';

/** Solana source: plan → sign the lock → confirm; EVM source: the burn to sign with an EVM wallet. */
export function useBridge() {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const [burn, setBurn] = useState<EvmTransactionRequest | null>(null);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bridgeKeys.history() }),
    [queryClient],
  );
  const fail = useCallback((error: unknown) => {
    toast({
      title: bridgeMessages.failedTitle,
      description: failureText(error, bridgeMessages.failedDefault),
      variant: 'destructive',
    });
  }, []);

  const submit = useCallback(
    async (body: BridgeRequestInput, onDone: () => void) => {
      setBurn(null);
      if (body.sourceChain !== 'solana') {
        try {
          const answer = await startBridge(body);
          setBurn(answer.evmTransaction);
          refresh();
          onDone();
        } catch (error) {
          fail(error);
        }
        return;
      }
      await runner.run(
        async () => {
          const answer = await startBridge(body);
          refresh();
          if (!answer.operation) throw new Error(bridgeMessages.failedDefault);
          return answer.operation;
        },
        {
          onConfirmed: () => {
            toast({
              title: 'Bridge Started',
              description: 'Tokens locked on Solana; the guardians sign and the relayer mints next.',
              variant: 'success',
            });
            refresh();
            onDone();
          },
          onFailed: (_message, error) => fail(error),
        },
      );
    },
    [runner, refresh, fail],
  );

  return { submit, runner, burn, clearBurn: () => setBurn(null), refresh };
}
