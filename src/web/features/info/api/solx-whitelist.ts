import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/solx';
import { solxKeys } from '@web/entities/solx/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useWhitelistStatus(owner: string | null) {
  return useQuery({
    queryKey: solxKeys.whitelist(owner),
    queryFn: () => callEndpoint(api.getWhitelistStatus),
    enabled: Boolean(owner),
  });
}

export function joinWhitelist() {
  return callEndpoint(api.joinWhitelist);
}
