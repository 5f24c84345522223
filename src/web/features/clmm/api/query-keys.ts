export const CLMM_POOLS_URL = '/api/clmm/pools';
export const CLMM_POSITIONS_URL = '/api/clmm/positions';
export const clmmLiquidityUrl = (poolId: string) => `/api/clmm/pools/${encodeURIComponent(poolId)}/liquidity`;
export const clmmHistoryUrl = (poolId: string, interval: string) =>
  `/api/clmm/pools/${encodeURIComponent(poolId)}/history?interval=${encodeURIComponent(interval)}`;

/** Without an owner, the positions key is the prefix every wallet's key shares. */
export const clmmKeys = {
  pools: () => [CLMM_POOLS_URL] as const,
  liquidity: (poolId: string) => [CLMM_POOLS_URL, poolId, 'liquidity'] as const,
  history: (poolId: string, interval: string) => [CLMM_POOLS_URL, poolId, 'history', interval] as const,
  positions: (owner?: string | null) =>
    owner ? ([CLMM_POSITIONS_URL, owner] as const) : ([CLMM_POSITIONS_URL] as const),
};
