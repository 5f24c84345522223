import { planClaim } from '@shared/api/staking';
import { OPERATION_KIND } from '@shared/operation-kinds';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

export function claimRewards(stakeId: string) {
  return callSecureEndpoint(planClaim, { body: { stakeId } }, { kind: OPERATION_KIND.solxStaking });
}
