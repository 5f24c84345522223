import { burnTokens as burnTokensEndpoint } from '@shared/api/burn';
import type { BurnRequestInput } from '@shared/schemas/burn';
import { OPERATION_KIND } from '@shared/operation-kinds';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans the burn on the server; the answer is the transaction for the wallet to sign, plus the burn id. */
export function burnTokens(body: BurnRequestInput) {
  return callSecureEndpoint(burnTokensEndpoint, { body }, { kind: OPERATION_KIND.tokenBurn });
}
