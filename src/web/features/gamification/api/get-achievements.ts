import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAchievements } from '@shared/api/gamification';
import { gamificationKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getAchievements() {
  return callEndpoint(listAchievements);
}

export function useAchievements(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(listAchievements, owner),
      queryFn: getAchievements,
      enabled: Boolean(owner),
    }),
  );
}
