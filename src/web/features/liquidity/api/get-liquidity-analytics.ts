import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLiquidityAnalytics } from '@shared/api/liquidity';
import { liquidityKeys } from '@web/entities/liquidity/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function liquidityAnalyticsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: liquidityKeys.analytics(owner),
    queryFn: () => callEndpoint(getLiquidityAnalytics),
    enabled: Boolean(owner),
  });
}

export function useLiquidityAnalytics(owner: string | null) {
  return useQuery(liquidityAnalyticsQueryOptions(owner));
}
