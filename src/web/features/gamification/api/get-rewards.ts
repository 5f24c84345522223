import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL, gamificationKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getRewards() {
  return apiJson('GET', `${GAMIFICATION_URL}/rewards`, undefined, rewardsSchema);
}

export function useRewards(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(owner, 'rewards'),
      queryFn: getRewards,
      enabled: Boolean(owner),
    }),
  );
}
