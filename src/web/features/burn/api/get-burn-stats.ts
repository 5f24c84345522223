import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBurnStats as getBurnStatsEndpoint } from '@shared/api/burn';
import { burnKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getBurnStats() {
  return callEndpoint(getBurnStatsEndpoint);
}

export function burnStatsQueryOptions(owner?: string | null) {
  return queryOptions({
    queryKey: burnKeys.stats(owner),
    queryFn: getBurnStats,
    enabled: Boolean(owner),
  });
}

export function useBurnStats(owner: string | null) {
  return useQuery(burnStatsQueryOptions(owner));
}
