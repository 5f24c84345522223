import { useQuery } from '@tanstack/react-query';
import { raydiumQuoteResponseSchema, type RaydiumQuoteRequest } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';
import { MARKET_REFRESH_MS } from '@web/components/trade/exchange-queries';

export const RAYDIUM_QUOTE_URL = '/api/dex/raydium/quote';

export function getRaydiumQuote(body: RaydiumQuoteRequest) {
  return apiJson('POST', RAYDIUM_QUOTE_URL, body, raydiumQuoteResponseSchema);
}

/**
 * The receive estimate for valid inputs (null: nothing to quote); refreshed while the page is open.
 * Keyed by the signed-in wallet too: the rent of accounts the swap would create depends on it.
 */
export function useRaydiumQuote(body: RaydiumQuoteRequest | null, wallet: string | null) {
  return useQuery({
    queryKey: [RAYDIUM_QUOTE_URL, body, wallet],
    queryFn: () => (body ? getRaydiumQuote(body) : Promise.reject(new Error('Nothing to quote'))),
    enabled: body !== null,
    refetchInterval: MARKET_REFRESH_MS,
  });
}
