import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stakingPoolViewSchema } from '@shared/schemas/staking';
import { STAKING_POOLS_URL, stakingKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const poolsSchema = z.object({ pools: z.array(stakingPoolViewSchema) });

export function useStakingPools() {
  return useQuery({
    queryKey: stakingKeys.pools(),
    queryFn: () => apiJson('GET', STAKING_POOLS_URL, undefined, poolsSchema),
  });
}
