import { usePrices as useExchangePrices } from '@web/entities/exchange/price-queries';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { MARKET_INSIGHTS_REFRESH_MS } from './get-market-insights';

/** USD prices from the exchange's pools; refreshed with the rest of the market insights. */
export function usePrices() {
  return useExchangePrices(MARKET_INSIGHTS_REFRESH_MS);
}

export function useSolPrice() {
  const prices = usePrices();
  return prices.data?.prices.find((p) => p.mint === NATIVE_MINT) ?? null;
}
