import { useQuery } from '@tanstack/react-query';
import { whitelistStatusSchema } from '@shared/schemas/solx';
import { SOLX_WHITELIST_URL, solxKeys } from '@web/entities/solx/query-keys';
import { apiJson } from '@web/lib/api-client';

export function useWhitelistStatus(owner: string | null) {
  return useQuery({
    queryKey: solxKeys.whitelist(owner),
    queryFn: () => apiJson('GET', SOLX_WHITELIST_URL, undefined, whitelistStatusSchema),
    enabled: Boolean(owner),
  });
}

export function joinWhitelist() {
  return apiJson('POST', SOLX_WHITELIST_URL, undefined, whitelistStatusSchema);
}
