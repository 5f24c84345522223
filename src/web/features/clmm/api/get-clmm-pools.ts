import { queryOptions, useQuery } from '@tanstack/react-query';
import { listClmmPools } from '@shared/api/clmm';
import { clmmKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function clmmPoolsQueryOptions() {
  return queryOptions({
    queryKey: clmmKeys.pools(),
    queryFn: () => callEndpoint(listClmmPools),
    refetchInterval: 10_000,
  });
}

export function useClmmPools() {
  return useQuery(clmmPoolsQueryOptions());
}
