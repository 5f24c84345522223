import { planUnstake } from '@shared/api/staking';
import { OPERATION_KIND } from '@shared/operation-kinds';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

export function unstakeTokens(stakeId: string) {
  return callSecureEndpoint(planUnstake, { body: { stakeId } }, { kind: OPERATION_KIND.solxStaking });
}
