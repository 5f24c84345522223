import { burnPlanSchema, type BurnRequestInput } from '@shared/schemas/burn';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the burn on the server; the answer is the transaction for the wallet to sign, plus the burn id. */
export function burnTokens(body: BurnRequestInput) {
  return secureApiJson('POST', '/api/tokens/burn', body, burnPlanSchema, { kind: OPERATION_KIND.tokenBurn });
}
