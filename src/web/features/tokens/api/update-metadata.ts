import { updateTokenMetadata } from '@shared/api/tokens';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { UpdateMetadataInput } from '@shared/schemas/tokens';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans a new on-chain name and symbol; the wallet then signs the UpdateField instructions. */
export function updateMetadata(mint: string, body: UpdateMetadataInput) {
  return callSecureEndpoint(
    updateTokenMetadata,
    { params: { mint }, body },
    { kind: OPERATION_KIND.tokenMetadataUpdate },
  );
}
