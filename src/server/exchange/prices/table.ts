import { engineFor } from '../pools';
import type { LivePool, TokenInfo } from '../pools/types';

const ui = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

/** USDC of the exchange: the tracked token with that symbol. */
export const findUsdc = (tokens: Iterable<TokenInfo>): TokenInfo | undefined =>
  [...tokens].find((t) => t.symbol === 'USDC' && t.trackedRank !== null);

/**
 * USD prices from pool reserves: USDC is $1; any token paired with a priced token takes its price from
 * the deepest such pool (so a token with only a SOL pool is priced through SOL/USDC).
 */
export function priceTable(pools: LivePool[], usdcMint: string | undefined): Map<string, number> {
  const prices = new Map<string, number>();
  if (!usdcMint) return prices;
  prices.set(usdcMint, 1);
  const usable = pools
    .map((p) => ({ p, reserves: engineFor(p.type).priceReserves(p) }))
    .filter(({ reserves }) => reserves.a > 0n && reserves.b > 0n);
  for (let round = 0; round < 4; round++) {
    const candidates = new Map<string, { price: number; depthUsd: number }>();
    for (const { p, reserves } of usable) {
      const a = ui(reserves.a, p.tokenA.decimals);
      const b = ui(reserves.b, p.tokenB.decimals);
      const pa = prices.get(p.tokenA.mint);
      const pb = prices.get(p.tokenB.mint);
      const offer = (mint: string, price: number, depthUsd: number) => {
        if (prices.has(mint)) return;
        const seen = candidates.get(mint);
        if (!seen || depthUsd > seen.depthUsd) candidates.set(mint, { price, depthUsd });
      };
      if (pa !== undefined && pb === undefined) offer(p.tokenB.mint, (pa * a) / b, pa * a);
      if (pb !== undefined && pa === undefined) offer(p.tokenA.mint, (pb * b) / a, pb * b);
    }
    if (candidates.size === 0) break;
    for (const [mint, c] of candidates) prices.set(mint, c.price);
  }
  return prices;
}

/** Value in USD of base units of a token; null if the token has no price. */
export function usdValue(prices: Map<string, number>, token: TokenInfo, amount: bigint): number | null {
  const price = prices.get(token.mint);
  return price === undefined ? null : price * ui(amount, token.decimals);
}

/** tokenB per tokenA at the pool's price (its engine's price reserves). */
export function poolPrice(p: LivePool): number {
  const { a, b } = engineFor(p.type).priceReserves(p);
  return a === 0n ? 0 : ui(b, p.tokenB.decimals) / ui(a, p.tokenA.decimals);
}

export const tvlUsd = (prices: Map<string, number>, p: LivePool): number | null => {
  const a = usdValue(prices, p.tokenA, p.reserveA);
  const b = usdValue(prices, p.tokenB, p.reserveB);
  if (a === null && b === null) return null;
  return (a ?? b ?? 0) + (b ?? a ?? 0);
};
