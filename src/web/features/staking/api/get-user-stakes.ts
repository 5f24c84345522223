import { useQuery } from '@tanstack/react-query';
import { listUserStakes } from '@shared/api/staking';
import { stakingKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Refetched every 5 s so pending rewards and time left move while the page is open. */
export function useUserStakes(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.stakes(owner),
    queryFn: () => callEndpoint(listUserStakes),
    enabled: Boolean(owner),
    refetchInterval: 5_000,
  });
}
