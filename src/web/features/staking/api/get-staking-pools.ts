import { useQuery } from '@tanstack/react-query';
import { listStakingPools } from '@shared/api/staking';
import { stakingKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useStakingPools() {
  return useQuery({
    queryKey: stakingKeys.pools(),
    queryFn: () => callEndpoint(listStakingPools),
  });
}
