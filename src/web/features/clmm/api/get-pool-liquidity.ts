import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clmmTickLiquiditySchema } from '@shared/schemas/clmm';
import { clmmKeys, clmmLiquidityUrl } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const schema = z.object({ ticks: z.array(clmmTickLiquiditySchema) });

export function usePoolLiquidity(poolId: string | null) {
  return useQuery({
    queryKey: clmmKeys.liquidity(poolId ?? ''),
    queryFn: () => apiJson('GET', clmmLiquidityUrl(poolId ?? ''), undefined, schema),
    enabled: Boolean(poolId),
  });
}
