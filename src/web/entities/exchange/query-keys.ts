import { listDexPools, listDexTokens, quoteRaydium } from '@shared/api/dex';
import { listPrices } from '@shared/api/prices';
import { endpointKey } from '@web/lib/api-endpoint';

/** Candles and trades sit under the pools key, so invalidating the pools also refreshes charts and tapes. */
export const exchangeKeys = {
  tokens: () => endpointKey(listDexTokens),
  pools: () => endpointKey(listDexPools),
  candles: (poolId: string, interval: string) => endpointKey(listDexPools, poolId, 'candles', interval),
  trades: (poolId: string) => endpointKey(listDexPools, poolId, 'trades'),
  raydiumQuotes: () => endpointKey(quoteRaydium),
  raydiumQuote: (body: unknown, wallet: string | null) => endpointKey(quoteRaydium, body, wallet),
  prices: () => endpointKey(listPrices),
};
