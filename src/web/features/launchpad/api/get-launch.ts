import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLaunch } from '@shared/api/launchpad';
import { launchpadKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function launchQueryOptions(mint: string | null) {
  return queryOptions({
    queryKey: launchpadKeys.detail(mint ?? ''),
    queryFn: () => callEndpoint(getLaunch, { params: { mint: mint ?? '' } }),
    enabled: Boolean(mint),
  });
}

export function useLaunch(mint: string | null) {
  return useQuery(launchQueryOptions(mint));
}
