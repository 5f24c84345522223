import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainKeys } from '@web/entities/chain/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import { chainContracts } from '@web/lib/first-load-contracts';

/** Spec §2.4/§9: the dashboard's market figures update every 5 seconds. */
export const MARKET_INSIGHTS_REFRESH_MS = 5000;

export async function getMarketInsights() {
  return callEndpoint((await chainContracts()).getMarketInsights);
}

export function marketInsightsQueryOptions() {
  return queryOptions({ queryKey: chainKeys.insights(), queryFn: getMarketInsights });
}

/** The one polled query in the app (the global default is no polling). */
export function useMarketInsights() {
  return useQuery({ ...marketInsightsQueryOptions(), refetchInterval: MARKET_INSIGHTS_REFRESH_MS });
}
