import { queryOptions, useQuery } from '@tanstack/react-query';
import { candlesResponseSchema, type CANDLE_INTERVALS } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { DEX_POOLS_URL, exchangeKeys } from '@web/entities/exchange/query-keys';

export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** Under the pools key, so a trade's invalidation of the pools also refreshes the chart. */
export function candlesQueryOptions(poolId: string, interval: CandleInterval) {
  return queryOptions({
    queryKey: exchangeKeys.candles(poolId, interval),
    queryFn: () =>
      apiJson(
        'GET',
        `${DEX_POOLS_URL}/${encodeURIComponent(poolId)}/candles?interval=${interval}`,
        undefined,
        candlesResponseSchema,
      ),
  });
}

export function useCandles(poolId: string | undefined, interval: CandleInterval) {
  return useQuery({
    ...candlesQueryOptions(poolId ?? '', interval),
    enabled: Boolean(poolId),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
