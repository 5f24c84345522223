import { useQuery } from '@tanstack/react-query';
import { getStakingStats } from '@shared/api/staking';
import { stakingKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useStakingStats(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.stats(owner),
    queryFn: () => callEndpoint(getStakingStats),
    enabled: Boolean(owner),
    refetchInterval: 5_000,
  });
}
