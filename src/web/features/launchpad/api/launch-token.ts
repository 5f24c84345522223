import { launchPlanSchema, type LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Spec §7: POST /api/dex/pump-fun { action: 'create', tokenData }; answers the launch transaction to sign. */
export function launchToken(tokenData: LaunchTokenDataInput) {
  return secureApiJson('POST', '/api/dex/pump-fun', { action: 'create', tokenData }, launchPlanSchema, {
    kind: OPERATION_KIND.launchpadLaunch,
    checked: { name: tokenData.tokenName, symbol: tokenData.tokenSymbol },
  });
}
