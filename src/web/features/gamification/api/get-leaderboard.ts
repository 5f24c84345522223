import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL, gamificationKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getLeaderboard() {
  return apiJson('GET', `${GAMIFICATION_URL}/leaderboard`, undefined, leaderboardSchema);
}

export function useLeaderboard(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(owner, 'leaderboard'),
      queryFn: getLeaderboard,
      enabled: Boolean(owner),
    }),
  );
}
