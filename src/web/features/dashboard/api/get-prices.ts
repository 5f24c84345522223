import { queryOptions, useQuery } from '@tanstack/react-query';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { listPrices } from '@shared/api/prices';
import { exchangeKeys } from '@web/entities/exchange/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_INSIGHTS_REFRESH_MS } from './get-market-insights';

export function pricesQueryOptions() {
  return queryOptions({
    queryKey: exchangeKeys.prices(),
    queryFn: () => callEndpoint(listPrices),
  });
}

/** USD prices from the exchange's pools; refreshed with the rest of the market insights. */
export function usePrices() {
  return useQuery({ ...pricesQueryOptions(), refetchInterval: MARKET_INSIGHTS_REFRESH_MS });
}

export function useSolPrice() {
  const prices = usePrices();
  return prices.data?.prices.find((p) => p.mint === NATIVE_MINT) ?? null;
}
