import { plannedOperationSchema } from '@shared/schemas/operations';
import type { StakeDuration, StakeTier } from '@shared/schemas/staking';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';
import { OPERATION_KIND } from '@shared/operation-kinds';

export function stakeTokens(body: { poolId: StakeTier; amount: string; duration: StakeDuration }) {
  return secureApiJson('POST', `${STAKING_URL}/stake`, body, plannedOperationSchema, {
    kind: OPERATION_KIND.solxStaking,
  });
}
