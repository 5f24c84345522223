import { useQuery } from '@tanstack/react-query';
import { listBridgeNetworks } from '@shared/api/bridge';
import { bridgeKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useBridgeNetworks() {
  return useQuery({
    queryKey: bridgeKeys.networks(),
    queryFn: () => callEndpoint(listBridgeNetworks),
    staleTime: 60_000,
  });
}
