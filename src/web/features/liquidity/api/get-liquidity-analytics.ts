import { queryOptions, useQuery } from '@tanstack/react-query';
import { liquidityAnalyticsSchema } from '@shared/schemas/liquidity';
import { LIQUIDITY_ANALYTICS_URL, liquidityKeys } from '@web/entities/liquidity/query-keys';
import { apiJson } from '@web/lib/api-client';

export function liquidityAnalyticsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: liquidityKeys.analytics(owner),
    queryFn: () => apiJson('GET', LIQUIDITY_ANALYTICS_URL, undefined, liquidityAnalyticsSchema),
    enabled: Boolean(owner),
  });
}

export function useLiquidityAnalytics(owner: string | null) {
  return useQuery(liquidityAnalyticsQueryOptions(owner));
}
