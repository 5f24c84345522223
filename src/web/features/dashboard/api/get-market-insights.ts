import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketInsightsSchema } from '@shared/schemas/chain';
import { CHAIN_INSIGHTS_URL, chainKeys } from '@web/entities/chain/query-keys';
import { apiJson } from '@web/lib/api-client';

/** Spec §2.4/§9: the dashboard's market figures update every 5 seconds. */
export const MARKET_INSIGHTS_REFRESH_MS = 5000;

export function getMarketInsights() {
  return apiJson('GET', CHAIN_INSIGHTS_URL, undefined, marketInsightsSchema);
}

export function marketInsightsQueryOptions() {
  return queryOptions({ queryKey: chainKeys.insights(), queryFn: getMarketInsights });
}

/** The one polled query in the app (the global default is no polling). */
export function useMarketInsights() {
  return useQuery({ ...marketInsightsQueryOptions(), refetchInterval: MARKET_INSIGHTS_REFRESH_MS });
}
