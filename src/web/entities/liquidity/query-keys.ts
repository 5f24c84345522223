export const LIQUIDITY_URL = '/api/liquidity';
export const POSITIONS_URL = '/api/liquidity/positions';
export const LIQUIDITY_ANALYTICS_URL = '/api/liquidity/analytics';
export const POPULAR_POOLS_URL = '/api/liquidity/popular-pools';

/** Every liquidity key starts with the `/api/liquidity` path (see invalidateAfterTrade's prefix match). */
export const liquidityKeys = {
  all: () => [LIQUIDITY_URL] as const,
  positions: (owner: string | null) => [POSITIONS_URL, owner] as const,
  analytics: (owner: string | null) => [LIQUIDITY_ANALYTICS_URL, owner] as const,
  popularPools: () => [POPULAR_POOLS_URL] as const,
};
