import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPopularPools } from '@shared/api/liquidity';
import { liquidityKeys } from '@web/entities/liquidity/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function popularPoolsQueryOptions() {
  return queryOptions({
    queryKey: liquidityKeys.popularPools(),
    queryFn: () => callEndpoint(listPopularPools),
  });
}

export function usePopularPools() {
  return useQuery(popularPoolsQueryOptions());
}
