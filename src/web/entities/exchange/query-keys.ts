import { listPrices } from '@shared/api/prices';
import { endpointKey } from '@web/lib/api-endpoint';

export const DEX_TOKENS_URL = '/api/dex/tokens';
export const DEX_POOLS_URL = '/api/dex/pools';
export const RAYDIUM_QUOTE_URL = '/api/dex/raydium/quote';

/** Candles and trades sit under the pools key, so invalidating the pools also refreshes charts and tapes. */
export const exchangeKeys = {
  tokens: () => [DEX_TOKENS_URL] as const,
  pools: () => [DEX_POOLS_URL] as const,
  candles: (poolId: string, interval: string) => [DEX_POOLS_URL, poolId, 'candles', interval] as const,
  trades: (poolId: string) => [DEX_POOLS_URL, poolId, 'trades'] as const,
  raydiumQuotes: () => [RAYDIUM_QUOTE_URL] as const,
  raydiumQuote: (body: unknown, wallet: string | null) => [RAYDIUM_QUOTE_URL, body, wallet] as const,
  prices: () => endpointKey(listPrices),
};
