import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';

export function claimRewards(stakeId: string) {
  return secureApiJson('POST', `${STAKING_URL}/claim`, { stakeId }, plannedOperationSchema, {
    operation: 'stake_tokens',
  });
}
