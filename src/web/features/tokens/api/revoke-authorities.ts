import { revokeTokenAuthorities } from '@shared/api/tokens';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { RevokeAuthoritiesRequest } from '@shared/schemas/tokens';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans revoking a token's authorities; the wallet then signs the SetAuthority instructions. */
export function revokeAuthorities(mint: string, body: RevokeAuthoritiesRequest) {
  return callSecureEndpoint(
    revokeTokenAuthorities,
    { params: { mint }, body },
    { kind: OPERATION_KIND.tokenAuthorityRevoke },
  );
}
