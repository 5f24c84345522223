import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboard } from '@shared/api/gamification';
import { gamificationKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getLeaderboard() {
  return callEndpoint(leaderboard);
}

export function useLeaderboard(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(leaderboard, owner),
      queryFn: getLeaderboard,
      enabled: Boolean(owner),
    }),
  );
}
