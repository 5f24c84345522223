import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listDexPools, listDexTokens } from '@shared/api/dex';
import { LP_POOL_TYPE } from '@shared/pool-types';
import { callEndpoint } from '@web/lib/api-endpoint';
import { liquidityKeys } from '../liquidity/query-keys';
import { tokenKeys } from '../tokens/query-keys';
import { exchangeKeys } from './query-keys';

/**
 * Trading screens refresh pools, candles and trades on a timer. The spec's generic client never
 * polls; a swap screen with stale reserves would quote prices nobody can get, so these few do.
 */
export const MARKET_REFRESH_MS = 10_000;

export function dexTokensQueryOptions() {
  return queryOptions({
    queryKey: exchangeKeys.tokens(),
    queryFn: () => callEndpoint(listDexTokens),
  });
}

export function useDexTokens() {
  return useQuery(dexTokensQueryOptions());
}

export function poolsQueryOptions() {
  return queryOptions({
    queryKey: exchangeKeys.pools(),
    queryFn: () => callEndpoint(listDexPools),
  });
}

/** The constant-product pools (the AMM and Liquidity Manager screens); CLMM pools have their own screen. */
export function usePools(options: { live?: boolean } = {}) {
  return useQuery({
    ...poolsQueryOptions(),
    refetchInterval: options.live ? MARKET_REFRESH_MS : false,
    select: (data) => ({ ...data, pools: data.pools.filter((p) => p.type === LP_POOL_TYPE) }),
  });
}

/** Key roots of every query a trade or a liquidity change can move. */
const TRADE_SENSITIVE_ROOTS: readonly (readonly [string])[] = [
  tokenKeys.balances(),
  exchangeKeys.pools(),
  exchangeKeys.tokens(),
  liquidityKeys.all(),
  exchangeKeys.prices(),
  exchangeKeys.raydiumQuotes(),
  tokenKeys.lists(),
];

/**
 * Balances, pools (with candles and trades under that key), token prices, the AMM quote (reserves and
 * the wallet's new-account rent change), positions and the
 * liquidity tabs (the activity lists refresh in the operation runner). Matched by path prefix: the liquidity root covers '/api/liquidity/positions'.
 */
export function invalidateAfterTrade(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      TRADE_SENSITIVE_ROOTS.some(([root]) => String(queryKey[0]).startsWith(root)),
  });
}
