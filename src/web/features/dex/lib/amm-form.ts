import type { Pool, TokenRef } from '@shared/schemas/dex';

/** SOL/USDC when it exists (the deepest market of the spec), else the first pool by the server's order. */
export function defaultPool(pools: readonly Pool[]): Pool | undefined {
  return pools.find((p) => p.label === 'SOL/USDC') ?? pools[0];
}

/** `reversed` false: pay tokenA, receive tokenB (the pool's price direction). */
export function swapSides(pool: Pool | undefined, reversed: boolean): { from?: TokenRef; to?: TokenRef } {
  if (!pool) return {};
  return reversed ? { from: pool.tokenB, to: pool.tokenA } : { from: pool.tokenA, to: pool.tokenB };
}

/** Pool labels are not unique across fee tiers; the fee disambiguates them in the pair select. */
export function poolOptionLabel(pool: Pool, pools: readonly Pool[]): string {
  const twins = pools.filter((p) => p.label === pool.label).length;
  return twins > 1 ? `${pool.label} · ${pool.feeBps / 100}%` : pool.label;
}

/** Spot price of one `from` in `to`, from the pool's tokenB-per-tokenA price. */
export function spotRate(pool: Pool, reversed: boolean): number {
  if (!reversed) return pool.price;
  return pool.price > 0 ? 1 / pool.price : 0;
}
