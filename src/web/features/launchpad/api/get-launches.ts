import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLaunches } from '@shared/api/launchpad';
import { launchpadKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function launchesQueryOptions(tab: 'trending' | 'mine', owner: string | null) {
  return queryOptions({
    queryKey: launchpadKeys.list(tab, owner),
    queryFn: () => callEndpoint(listLaunches, { query: { tab } }),
    enabled: tab === 'trending' || Boolean(owner),
  });
}

export function useLaunches(tab: 'trending' | 'mine', owner: string | null) {
  return useQuery(launchesQueryOptions(tab, owner));
}
