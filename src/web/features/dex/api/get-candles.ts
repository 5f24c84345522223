import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPoolCandles } from '@shared/api/dex';
import type { CANDLE_INTERVALS } from '@shared/schemas/dex';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { exchangeKeys } from '@web/entities/exchange/query-keys';

export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** Under the pools key, so a trade's invalidation of the pools also refreshes the chart. */
export function candlesQueryOptions(poolId: string, interval: CandleInterval) {
  return queryOptions({
    queryKey: exchangeKeys.candles(poolId, interval),
    queryFn: () => callEndpoint(listPoolCandles, { params: { id: poolId }, query: { interval } }),
  });
}

export function useCandles(poolId: string | undefined, interval: CandleInterval) {
  return useQuery({
    ...candlesQueryOptions(poolId ?? '', interval),
    enabled: Boolean(poolId),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
