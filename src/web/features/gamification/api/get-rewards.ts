import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRewards } from '@shared/api/gamification';
import { gamificationKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getRewards() {
  return callEndpoint(listRewards);
}

export function useRewards(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(listRewards, owner),
      queryFn: getRewards,
      enabled: Boolean(owner),
    }),
  );
}
