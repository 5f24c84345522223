import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPrices } from '@shared/api/prices';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_REFRESH_MS } from './exchange-queries';
import { exchangeKeys } from './query-keys';

export function pricesQueryOptions() {
  return queryOptions({
    queryKey: exchangeKeys.prices(),
    queryFn: () => callEndpoint(listPrices),
  });
}

/** USD prices from the exchange's pools (the price table), refreshed every `refetchInterval` ms. */
export function usePrices(refetchInterval = MARKET_REFRESH_MS) {
  return useQuery({ ...pricesQueryOptions(), refetchInterval });
}

/** SOL in USD from the exchange's pools; null while loading or when no pool prices SOL (never invented). */
export function useSolUsd(refetchInterval = MARKET_REFRESH_MS): number | null {
  const prices = usePrices(refetchInterval);
  return prices.data?.prices.find((p) => p.mint === NATIVE_MINT)?.priceUsd ?? null;
}
