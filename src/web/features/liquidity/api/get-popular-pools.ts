import { queryOptions, useQuery } from '@tanstack/react-query';
import { popularPoolsResponseSchema } from '@shared/schemas/liquidity';
import { apiJson } from '@web/lib/api-client';

export const POPULAR_POOLS_URL = '/api/liquidity/popular-pools';

export function popularPoolsQueryOptions() {
  return queryOptions({
    queryKey: [POPULAR_POOLS_URL],
    queryFn: () => apiJson('GET', POPULAR_POOLS_URL, undefined, popularPoolsResponseSchema),
  });
}

export function usePopularPools() {
  return useQuery(popularPoolsQueryOptions());
}
