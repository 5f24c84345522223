import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationStats } from '@shared/api/gamification';
import { gamificationKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getGamificationStats() {
  return callEndpoint(gamificationStats);
}

export function useGamificationStats(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(gamificationStats, owner),
      queryFn: getGamificationStats,
      enabled: Boolean(owner),
    }),
  );
}
