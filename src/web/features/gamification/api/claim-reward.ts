import { claimReward as claimRewardEndpoint } from '@shared/api/gamification';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Spends points on a store reward; the server refuses a second claim or a claim without enough points. */
export function claimReward(rewardId: string) {
  return callEndpoint(claimRewardEndpoint, { params: { id: rewardId } });
}
