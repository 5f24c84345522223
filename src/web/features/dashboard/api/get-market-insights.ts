import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/chain';
import { chainKeys } from '@web/entities/chain/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Spec §2.4/§9: the dashboard's market figures update every 5 seconds. */
export const MARKET_INSIGHTS_REFRESH_MS = 5000;

export function getMarketInsights() {
  return callEndpoint(api.getMarketInsights);
}

export function marketInsightsQueryOptions() {
  return queryOptions({ queryKey: chainKeys.insights(), queryFn: getMarketInsights });
}

/** The one polled query in the app (the global default is no polling). */
export function useMarketInsights() {
  return useQuery({ ...marketInsightsQueryOptions(), refetchInterval: MARKET_INSIGHTS_REFRESH_MS });
}
