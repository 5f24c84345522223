import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPoolTrades } from '@shared/api/dex';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { exchangeKeys } from '@web/entities/exchange/query-keys';

export const RECENT_TRADES_LIMIT = 20;

export function tradesQueryOptions(poolId: string) {
  return queryOptions({
    queryKey: exchangeKeys.trades(poolId),
    queryFn: () =>
      callEndpoint(listPoolTrades, { params: { id: poolId }, query: { limit: RECENT_TRADES_LIMIT } }),
  });
}

export function useTrades(poolId: string | undefined) {
  return useQuery({
    ...tradesQueryOptions(poolId ?? ''),
    enabled: Boolean(poolId),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
