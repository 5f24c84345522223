import { joinByReferral as joinByReferralEndpoint } from '@shared/api/gamification';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Tells the server who referred this (new) wallet; a wallet that already has operations is refused. */
export function joinByReferral(referrer: string) {
  return callEndpoint(joinByReferralEndpoint, { body: { referrer } });
}
