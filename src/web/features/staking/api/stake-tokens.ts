import { plannedOperationSchema } from '@shared/schemas/operations';
import type { StakeDuration, StakeTier } from '@shared/schemas/staking';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';

export function stakeTokens(body: { poolId: StakeTier; amount: string; duration: StakeDuration }) {
  return secureApiJson('POST', `${STAKING_URL}/stake`, body, plannedOperationSchema, {
    operation: 'stake_tokens',
  });
}
