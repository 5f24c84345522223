import { useQuery } from '@tanstack/react-query';
import { clmmHistoryResponseSchema, type ClmmHistoryInterval } from '@shared/schemas/clmm';
import { clmmHistoryUrl, clmmKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** A pool's volume and fees per hour or day, from the swaps executed through it. */
export function usePoolHistory(poolId: string | null, interval: ClmmHistoryInterval) {
  return useQuery({
    queryKey: clmmKeys.history(poolId ?? '', interval),
    queryFn: () =>
      apiJson('GET', clmmHistoryUrl(poolId ?? '', interval), undefined, clmmHistoryResponseSchema),
    enabled: Boolean(poolId),
    refetchInterval: 15_000,
  });
}
