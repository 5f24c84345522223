import { plannedOperationSchema } from '@shared/schemas/operations';
import type { TokenCreateRequest } from '@shared/schemas/tokens';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the launch on the server; the answer is the transaction for the wallet to sign. */
export function createToken(body: TokenCreateRequest) {
  return secureApiJson('POST', '/api/tokens/create', body, plannedOperationSchema, {
    kind: OPERATION_KIND.tokenCreate,
  });
}
