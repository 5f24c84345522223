import { useQuery } from '@tanstack/react-query';
import { stakingStatsSchema } from '@shared/schemas/staking';
import { STAKING_STATS_URL, stakingKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function useStakingStats(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.stats(owner),
    queryFn: () => apiJson('GET', STAKING_STATS_URL, undefined, stakingStatsSchema),
    enabled: Boolean(owner),
    refetchInterval: 5_000,
  });
}
