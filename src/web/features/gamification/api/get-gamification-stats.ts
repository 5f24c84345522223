import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationStatsSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL, gamificationKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getGamificationStats() {
  return apiJson('GET', `${GAMIFICATION_URL}/stats`, undefined, gamificationStatsSchema);
}

export function useGamificationStats(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(owner, 'stats'),
      queryFn: getGamificationStats,
      enabled: Boolean(owner),
    }),
  );
}
