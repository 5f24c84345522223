import { useQuery } from '@tanstack/react-query';
import { listClmmPoolLiquidity } from '@shared/api/clmm';
import { clmmKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function usePoolLiquidity(poolId: string | null) {
  return useQuery({
    queryKey: clmmKeys.liquidity(poolId ?? ''),
    queryFn: () => callEndpoint(listClmmPoolLiquidity, { params: { id: poolId ?? '' } }),
    enabled: Boolean(poolId),
  });
}
