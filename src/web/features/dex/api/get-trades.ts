import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesResponseSchema } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';
import { DEX_POOLS_URL, MARKET_REFRESH_MS } from '@web/components/trade/exchange-queries';

export const RECENT_TRADES_LIMIT = 20;

export function tradesQueryOptions(poolId: string) {
  return queryOptions({
    queryKey: [DEX_POOLS_URL, poolId, 'trades'],
    queryFn: () =>
      apiJson(
        'GET',
        `${DEX_POOLS_URL}/${encodeURIComponent(poolId)}/trades?limit=${RECENT_TRADES_LIMIT}`,
        undefined,
        tradesResponseSchema,
      ),
  });
}

export function useTrades(poolId: string | undefined) {
  return useQuery({
    ...tradesQueryOptions(poolId ?? ''),
    enabled: Boolean(poolId),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
