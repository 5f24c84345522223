import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketInsightsSchema } from '@shared/schemas/chain';
import { apiJson } from '@web/lib/api-client';

/** Spec §2.4/§9: the dashboard's market figures update every 5 seconds. */
export const MARKET_INSIGHTS_REFRESH_MS = 5000;

export function getMarketInsights() {
  return apiJson('GET', '/api/chain/insights', undefined, marketInsightsSchema);
}

export function marketInsightsQueryOptions() {
  return queryOptions({ queryKey: ['/api/chain/insights'], queryFn: getMarketInsights });
}

/** The one polled query in the app (the global default is no polling). */
export function useMarketInsights() {
  return useQuery({ ...marketInsightsQueryOptions(), refetchInterval: MARKET_INSIGHTS_REFRESH_MS });
}
