/**
 * The pool types, one name each: the one list of them outside the server's pool folders
 * (`src/server/exchange/pools/<type>/`). A pool row's `type` is one of these.
 */
export const POOL_TYPES = ['constant-product', 'concentrated-liquidity', 'bonding-curve'] as const;

export type PoolType = (typeof POOL_TYPES)[number];

/** The venue a route names for a hop through a pool of each type: the page that trades it. */
export const POOL_VENUES: Record<PoolType, string> = {
  'constant-product': 'Raydium AMM',
  'concentrated-liquidity': 'Raydium CLMM',
  'bonding-curve': 'Pump.fun',
};

/** Two vaults and LP units: the pools the Liquidity Manager adds to and withdraws from. */
export const LP_POOL_TYPE: PoolType = 'constant-product';

export const isPoolType = (type: unknown): type is PoolType =>
  typeof type === 'string' && (POOL_TYPES as readonly string[]).includes(type);
