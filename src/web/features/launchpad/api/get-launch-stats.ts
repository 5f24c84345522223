import { queryOptions, useQuery } from '@tanstack/react-query';
import { launchStatsSchema } from '@shared/schemas/launchpad';
import { LAUNCH_STATS_URL, launchpadKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function launchStatsQueryOptions() {
  return queryOptions({
    queryKey: launchpadKeys.stats(),
    queryFn: () => apiJson('GET', LAUNCH_STATS_URL, undefined, launchStatsSchema),
  });
}

export function useLaunchStats() {
  return useQuery(launchStatsQueryOptions());
}
