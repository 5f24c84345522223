import { describe, expect, it } from 'vitest';
import { getAmountOut, minimumReceived } from '@shared/math/amm';
import { CONSTANT_PRODUCT_POOL_TYPE } from './pools/constant-product/engine';
import { signedLegs } from './signed-legs';
import type { LivePool, TokenInfo, PlannedHop } from './pools/types';

const token = (symbol: string, decimals: number): TokenInfo => ({
  mint: `${symbol}-mint`,
  symbol,
  name: symbol,
  decimals,
  tokenProgram: 'token',
  trackedRank: null,
});
const [SOL, USDC, RAY] = [token('SOL', 9), token('USDC', 6), token('RAY', 6)];

const pool = (id: string, a: TokenInfo, b: TokenInfo, reserveA: bigint, reserveB: bigint): LivePool => ({
  id,
  type: CONSTANT_PRODUCT_POOL_TYPE,
  tokenA: a,
  tokenB: b,
  vaultA: `${id}-a`,
  vaultB: `${id}-b`,
  feeBps: 25,
  reserveA,
  reserveB,
  lpSupply: 1n,
  createdAt: new Date(0),
});

/** A leg quoted hop by hop (A→B on each pool), as the planner prices it. */
function leg(amountIn: bigint, ...pools: LivePool[]): PlannedHop[] {
  let amount = amountIn;
  return pools.map((p) => {
    const out = getAmountOut(amount, p.reserveA, p.reserveB, p.feeBps);
    const hop = { pool: p, input: p.tokenA, output: p.tokenB, amountIn: amount, amountOut: out };
    amount = out;
    return hop;
  });
}

const paid = (legs: PlannedHop[][]) => legs.reduce((s, l) => s + (l.at(-1)?.amountOut ?? 0n), 0n);
/** Every signed hop pays at most what its signed input buys at the planned state (nothing is overdrawn). */
const consistent = (legs: PlannedHop[][]) =>
  legs.every((l) =>
    l.every(
      (h, k) =>
        h.amountOut <= getAmountOut(h.amountIn, h.pool.reserveA, h.pool.reserveB, h.pool.feeBps) &&
        (k === 0 || h.amountIn === l[k - 1]?.amountOut),
    ),
  );

describe('signedLegs: the slippage, or the quoted minimum when that is higher', () => {
  const solUsdc = pool('p1', SOL, USDC, 10_000n * 10n ** 9n, 1_500_000n * 10n ** 6n);
  const usdcRay = pool('p2', USDC, RAY, 500_000n * 10n ** 6n, 250_000n * 10n ** 6n);
  const solRay = pool('p3', SOL, RAY, 1_000n * 10n ** 9n, 75_000n * 10n ** 6n);
  const split = [leg(30n * 10n ** 9n, solUsdc, usdcRay), leg(20n * 10n ** 9n, solRay)];

  it('without a floor above it, each hop signs its quote less the slippage', () => {
    const signed = signedLegs(split, 1);
    expect(signed.map((l) => l.map((h) => h.amountOut))).toEqual(
      split.map((l) => l.map((h) => minimumReceived(h.amountOut, 1))),
    );
    expect(signedLegs(split, 1, paid(signed))).toEqual(signed);
  });

  it('a quoted minimum above the slippage is what the signed transfers pay the wallet at least', () => {
    const quote = paid(split);
    for (const floor of [quote - quote / 400n, quote - 1n, quote]) {
      const signed = signedLegs(split, 1, floor);
      expect(paid(signed) >= floor).toBe(true);
      expect(paid(signed) - floor < 3n).toBe(true);
      expect(consistent(signed)).toBe(true);
      expect(signed.map((l) => l[0]?.amountIn)).toEqual(split.map((l) => l[0]?.amountIn));
    }
  });
});
