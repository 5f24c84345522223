import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLaunchStats } from '@shared/api/launchpad';
import { launchpadKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function launchStatsQueryOptions() {
  return queryOptions({
    queryKey: launchpadKeys.stats(),
    queryFn: () => callEndpoint(getLaunchStats),
  });
}

export function useLaunchStats() {
  return useQuery(launchStatsQueryOptions());
}
