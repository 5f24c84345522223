import { queryOptions, useQuery } from '@tanstack/react-query';
import { popularPoolsResponseSchema } from '@shared/schemas/liquidity';
import { POPULAR_POOLS_URL, liquidityKeys } from '@web/entities/liquidity/query-keys';
import { apiJson } from '@web/lib/api-client';

export function popularPoolsQueryOptions() {
  return queryOptions({
    queryKey: liquidityKeys.popularPools(),
    queryFn: () => apiJson('GET', POPULAR_POOLS_URL, undefined, popularPoolsResponseSchema),
  });
}

export function usePopularPools() {
  return useQuery(popularPoolsQueryOptions());
}
