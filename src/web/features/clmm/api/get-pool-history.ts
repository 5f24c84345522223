import { useQuery } from '@tanstack/react-query';
import { listClmmPoolHistory } from '@shared/api/clmm';
import type { ClmmHistoryInterval } from '@shared/schemas/clmm';
import { clmmKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** A pool's volume and fees per hour or day, from the swaps executed through it. */
export function usePoolHistory(poolId: string | null, interval: ClmmHistoryInterval) {
  return useQuery({
    queryKey: clmmKeys.history(poolId ?? '', interval),
    queryFn: () => callEndpoint(listClmmPoolHistory, { params: { id: poolId ?? '' }, query: { interval } }),
    enabled: Boolean(poolId),
    refetchInterval: 15_000,
  });
}
