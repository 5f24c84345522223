import { queryOptions, useQuery } from '@tanstack/react-query';
import { burnStatsSchema } from '@shared/schemas/burn';
import { apiJson } from '@web/lib/api-client';

export const BURN_STATS_URL = '/api/burns/stats';

export function getBurnStats() {
  return apiJson('GET', BURN_STATS_URL, undefined, burnStatsSchema);
}

export function burnStatsQueryOptions(owner?: string | null) {
  return queryOptions({
    queryKey: owner ? [BURN_STATS_URL, owner] : [BURN_STATS_URL],
    queryFn: getBurnStats,
    enabled: Boolean(owner),
  });
}

export function useBurnStats(owner: string | null) {
  return useQuery(burnStatsQueryOptions(owner));
}
