import { planStake } from '@shared/api/staking';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { StakeDuration, StakeTier } from '@shared/schemas/staking';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

export function stakeTokens(body: { poolId: StakeTier; amount: string; duration: StakeDuration }) {
  return callSecureEndpoint(planStake, { body }, { kind: OPERATION_KIND.solxStaking });
}
