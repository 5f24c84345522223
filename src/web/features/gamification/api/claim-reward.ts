import { rewardClaimSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** Spends points on a store reward; the server refuses a second claim or a claim without enough points. */
export function claimReward(rewardId: string) {
  return apiJson(
    'POST',
    `${GAMIFICATION_URL}/rewards/${encodeURIComponent(rewardId)}/claim`,
    undefined,
    rewardClaimSchema,
  );
}
