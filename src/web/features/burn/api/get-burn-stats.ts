import { queryOptions, useQuery } from '@tanstack/react-query';
import { burnStatsSchema } from '@shared/schemas/burn';
import { BURN_STATS_URL, burnKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getBurnStats() {
  return apiJson('GET', BURN_STATS_URL, undefined, burnStatsSchema);
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
