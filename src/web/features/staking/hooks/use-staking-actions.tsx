import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlannedOperation } from '@shared/schemas/operations';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { stakingMessages } from '@shared/schemas/staking';
import { solxKeys } from '@web/entities/solx/query-keys';
import { stakingKeys } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { claimRewards } from '../api/claim-rewards';
import { stakeTokens } from '../api/stake-tokens';
import { unstakeTokens } from '../api/unstake-tokens';
import { formatUi } from '@web/lib/format';

const TEXTS = {
  stake: { ok: stakingMessages.staked, failTitle: 'Staking Failed', fail: stakingMessages.stakeFailed },
  claim: { ok: stakingMessages.claimed, failTitle: 'Claim Failed', fail: stakingMessages.claimFailed },
  unstake: {
    ok: stakingMessages.unstaked,
    failTitle: 'Unstaking Failed',
    fail: stakingMessages.unstakeFailed,
  },
} as const;

type Action = keyof typeof TEXTS;

/** Stake, claim and unstake through the operation runner (one wallet prompt each) with the spec's toasts. */
export function useStakingActions() {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run } = runner;

  const execute = useCallback(
    (action: Action, plan: () => Promise<PlannedOperation>, description: string, onDone?: () => void) =>
      run(plan, {
        onConfirmed: () => {
          toast({ title: TEXTS[action].ok, description, variant: 'success' });
          for (const key of [
            stakingKeys.pools(),
            stakingKeys.stakes(),
            stakingKeys.stats(),
            stakingKeys.payments(),
            solxKeys.overview(),
          ])
            void queryClient.invalidateQueries({ queryKey: key });
          onDone?.();
        },
        onFailed: (_message, error) =>
          toast({
            title: TEXTS[action].failTitle,
            description: failureText(error, TEXTS[action].fail),
            variant: 'destructive',
          }),
        onExpired: () =>
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' }),
      }),
    [run, queryClient],
  );

  return {
    runner,
    stake: (body: Parameters<typeof stakeTokens>[0], onDone: () => void) =>
      execute('stake', () => stakeTokens(body), `${formatUi(String(body.amount))} SOLX staked.`, onDone),
    claim: (stakeId: string, pending: string) =>
      execute('claim', () => claimRewards(stakeId), `${formatUi(pending)} SOLX sent to your wallet.`),
    unstake: (stakeId: string, amount: string) =>
      execute('unstake', () => unstakeTokens(stakeId), `${formatUi(amount)} SOLX and remaining rewards returned.`),
  };
}
