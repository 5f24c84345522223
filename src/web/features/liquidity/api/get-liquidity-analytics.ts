import { queryOptions, useQuery } from '@tanstack/react-query';
import { liquidityAnalyticsSchema } from '@shared/schemas/liquidity';
import { apiJson } from '@web/lib/api-client';

export const LIQUIDITY_ANALYTICS_URL = '/api/liquidity/analytics';

export function liquidityAnalyticsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: [LIQUIDITY_ANALYTICS_URL, owner],
    queryFn: () => apiJson('GET', LIQUIDITY_ANALYTICS_URL, undefined, liquidityAnalyticsSchema),
    enabled: Boolean(owner),
  });
}

export function useLiquidityAnalytics(owner: string | null) {
  return useQuery(liquidityAnalyticsQueryOptions(owner));
}
