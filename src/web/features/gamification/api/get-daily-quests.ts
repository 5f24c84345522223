import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyQuests } from '@shared/api/gamification';
import { gamificationKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getDailyQuests() {
  return callEndpoint(dailyQuests);
}

export function useDailyQuests(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(dailyQuests, owner),
      queryFn: getDailyQuests,
      enabled: Boolean(owner),
    }),
  );
}
