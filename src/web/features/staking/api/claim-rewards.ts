import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';
import { OPERATION_KIND } from '@shared/operation-kinds';

export function claimRewards(stakeId: string) {
  return secureApiJson('POST', `${STAKING_URL}/claim`, { stakeId }, plannedOperationSchema, {
    kind: OPERATION_KIND.solxStaking,
  });
}
