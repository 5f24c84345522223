import { useQuery } from '@tanstack/react-query';
import { quoteRaydium } from '@shared/api/dex';
import type { RaydiumQuoteRequest } from '@shared/schemas/dex';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { exchangeKeys } from '@web/entities/exchange/query-keys';

export function getRaydiumQuote(body: RaydiumQuoteRequest) {
  return callEndpoint(quoteRaydium, { body });
}

/**
 * The receive estimate for valid inputs (null: nothing to quote); refreshed while the page is open.
 * Keyed by the signed-in wallet too: the rent of accounts the swap would create depends on it.
 */
export function useRaydiumQuote(body: RaydiumQuoteRequest | null, wallet: string | null) {
  return useQuery({
    queryKey: exchangeKeys.raydiumQuote(body, wallet),
    queryFn: () => (body ? getRaydiumQuote(body) : Promise.reject(new Error('Nothing to quote'))),
    enabled: body !== null,
    refetchInterval: MARKET_REFRESH_MS,
  });
}
