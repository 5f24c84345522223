import { createToken as createTokenEndpoint } from '@shared/api/tokens';
import type { TokenCreateRequest } from '@shared/schemas/tokens';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the launch on the server; the answer is the transaction for the wallet to sign. */
export function createToken(body: TokenCreateRequest) {
  return callSecureEndpoint(createTokenEndpoint, { body }, { kind: OPERATION_KIND.tokenCreate });
}
