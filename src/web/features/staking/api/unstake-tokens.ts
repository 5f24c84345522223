import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';

export function unstakeTokens(stakeId: string) {
  return secureApiJson('POST', `${STAKING_URL}/unstake`, { stakeId }, plannedOperationSchema, {
    operation: 'stake_tokens',
  });
}
