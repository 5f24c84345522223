import { queryOptions, useQuery } from '@tanstack/react-query';
import { achievementsSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL, gamificationKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getAchievements() {
  return apiJson('GET', `${GAMIFICATION_URL}/achievements`, undefined, achievementsSchema);
}

export function useAchievements(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(owner, 'achievements'),
      queryFn: getAchievements,
      enabled: Boolean(owner),
    }),
  );
}
