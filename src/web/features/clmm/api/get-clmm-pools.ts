import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clmmPoolSchema } from '@shared/schemas/clmm';
import { CLMM_POOLS_URL, clmmKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const schema = z.object({ pools: z.array(clmmPoolSchema) });

export function clmmPoolsQueryOptions() {
  return queryOptions({
    queryKey: clmmKeys.pools(),
    queryFn: () => apiJson('GET', CLMM_POOLS_URL, undefined, schema),
    refetchInterval: 10_000,
  });
}

export function useClmmPools() {
  return useQuery(clmmPoolsQueryOptions());
}
