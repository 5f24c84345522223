import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dexTokensResponseSchema, poolsResponseSchema } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';

export const DEX_TOKENS_URL = '/api/dex/tokens';
export const DEX_POOLS_URL = '/api/dex/pools';
export const BALANCE_URL = '/api/tokens/balance';
export const LIQUIDITY_URL = '/api/liquidity';
/**
 * Trading screens refresh pools, candles and trades on a timer. The spec's generic client never
 * polls; a swap screen with stale reserves would quote prices nobody can get, so these few do.
 */
export const MARKET_REFRESH_MS = 10_000;

export function dexTokensQueryOptions() {
  return queryOptions({
    queryKey: [DEX_TOKENS_URL],
    queryFn: () => apiJson('GET', DEX_TOKENS_URL, undefined, dexTokensResponseSchema),
  });
}

export function useDexTokens() {
  return useQuery(dexTokensQueryOptions());
}

export function poolsQueryOptions() {
  return queryOptions({
    queryKey: [DEX_POOLS_URL],
    queryFn: () => apiJson('GET', DEX_POOLS_URL, undefined, poolsResponseSchema),
  });
}

export function usePools(options: { live?: boolean } = {}) {
  return useQuery({ ...poolsQueryOptions(), refetchInterval: options.live ? MARKET_REFRESH_MS : false });
}

/** URL prefixes of every query a trade or a liquidity change can move. */
const TRADE_SENSITIVE_PREFIXES = [
  BALANCE_URL,
  DEX_POOLS_URL,
  DEX_TOKENS_URL,
  LIQUIDITY_URL,
  '/api/prices',
  '/api/dex/raydium/quote',
  '/api/operations',
  '/api/tokens/list',
];

/**
 * Balances, pools (with candles and trades under that key), token prices, the AMM quote (reserves and
 * the wallet's new-account rent change), positions and the
 * liquidity tabs, activity. Matched by URL prefix: '/api/liquidity' covers '/api/liquidity/positions'.
 */
export function invalidateAfterTrade(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      TRADE_SENSITIVE_PREFIXES.some((prefix) => String(queryKey[0]).startsWith(prefix)),
  });
}
