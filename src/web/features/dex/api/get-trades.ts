import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradesResponseSchema } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { DEX_POOLS_URL, exchangeKeys } from '@web/entities/exchange/query-keys';

export const RECENT_TRADES_LIMIT = 20;

export function tradesQueryOptions(poolId: string) {
  return queryOptions({
    queryKey: exchangeKeys.trades(poolId),
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
