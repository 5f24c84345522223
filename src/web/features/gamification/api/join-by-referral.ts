import { referralSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** Tells the server who referred this (new) wallet; a wallet that already has operations is refused. */
export function joinByReferral(referrer: string) {
  return apiJson('POST', `${GAMIFICATION_URL}/referral`, { referrer }, referralSchema);
}
