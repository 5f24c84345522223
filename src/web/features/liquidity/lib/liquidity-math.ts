import type { Pool, TokenRef } from '@shared/schemas/dex';

export interface PoolMatch {
  pool: Pool;
  /** True when the form's token A is the pool's tokenA (the pool's price is B per A then). */
  aligned: boolean;
}

/** The pool for the pair in either order; with several fee tiers, the deepest (first by TVL order). */
export function findPool(pools: readonly Pool[], mintA: string, mintB: string): PoolMatch | null {
  for (const pool of pools) {
    if (pool.tokenA.mint === mintA && pool.tokenB.mint === mintB) return { pool, aligned: true };
    if (pool.tokenA.mint === mintB && pool.tokenB.mint === mintA) return { pool, aligned: false };
  }
  return null;
}

/** How many token B one token A is worth in the pool. */
export function pairRate(match: PoolMatch): number {
  const { pool, aligned } = match;
  if (aligned) return pool.price;
  return pool.price > 0 ? 1 / pool.price : 0;
}

/** The other side of a proportional deposit, as a plain decimal string with at most `decimals` digits. */
export function pairedAmount(amount: string, rate: number, decimals: number): string {
  const value = Number(amount.replace(/,/g, '')) * rate;
  if (!Number.isFinite(value) || value <= 0) return '';
  const fixed = value.toFixed(Math.min(Math.max(decimals, 0), 12));
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/** Routable tokens first, then the wallet's own launches not yet pooled; one entry per mint. */
export function mergeTokens(primary: readonly TokenRef[], extra: readonly TokenRef[]): TokenRef[] {
  const seen = new Set(primary.map((t) => t.mint));
  return [...primary, ...extra.filter((t) => !seen.has(t.mint))];
}

/** What removing `percentage` of a position pays out, for display (the server computes the real amounts). */
export function removeEstimate(uiAmount: string, percentage: number): string {
  const value = (Number(uiAmount) * percentage) / 100;
  if (!Number.isFinite(value)) return '0';
  return String(Number(value.toPrecision(12)));
}
