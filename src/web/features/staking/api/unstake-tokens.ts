import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { STAKING_URL } from './query-keys';
import { OPERATION_KIND } from '@shared/operation-kinds';

export function unstakeTokens(stakeId: string) {
  return secureApiJson('POST', `${STAKING_URL}/unstake`, { stakeId }, plannedOperationSchema, {
    kind: OPERATION_KIND.solxStaking,
  });
}
