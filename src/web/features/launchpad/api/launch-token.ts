import { planPumpFun } from '@shared/api/launchpad';
import { launchPlanSchema, type LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Spec §7: `action: 'create'`; answers the launch transaction to sign and the new mint. */
export async function launchToken(tokenData: LaunchTokenDataInput) {
  const plan = await callSecureEndpoint(
    planPumpFun,
    { body: { action: 'create', tokenData } },
    {
      kind: OPERATION_KIND.launchpadLaunch,
      checked: { name: tokenData.tokenName, symbol: tokenData.tokenSymbol },
    },
  );
  // The endpoint also plans curve trades, whose plans name no mint; a launch's always does.
  return launchPlanSchema.parse(plan);
}
