import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userStakeSchema } from '@shared/schemas/staking';
import { USER_STAKES_URL, stakingKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const stakesSchema = z.object({ stakes: z.array(userStakeSchema) });

/** Refetched every 5 s so pending rewards and time left move while the page is open. */
export function useUserStakes(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.stakes(owner),
    queryFn: () => apiJson('GET', USER_STAKES_URL, undefined, stakesSchema),
    enabled: Boolean(owner),
    refetchInterval: 5_000,
  });
}
