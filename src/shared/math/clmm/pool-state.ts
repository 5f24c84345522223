/** A concentrated-liquidity pool's state as the math sees it (token A = the reference's token 0). */

/** An initialized tick: liquidity that starts/ends there and the fee growth on its far side. */
export interface ClmmTick {
  tick: number;
  liquidityNet: bigint;
  liquidityGross: bigint;
  feeGrowthOutsideAX64: bigint;
  feeGrowthOutsideBX64: bigint;
}

export interface ClmmPoolState {
  sqrtPriceX64: bigint;
  /** The greatest tick whose sqrt price is ≤ the current one (one below after a downward crossing). */
  tick: number;
  /** Liquidity of the positions whose range holds the current price. */
  liquidity: bigint;
  /** Fee in parts per million of the input (100 = 0.01 %). */
  feeRate: bigint;
  tickSpacing: number;
  /** Fees per unit of liquidity ever earned, Q64.64. Unbounded (no wrap-around) in bigint. */
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /** Initialized ticks, ascending. */
  ticks: ClmmTick[];
}

/** Fee tiers: fee in basis points and the tick spacing that goes with it. */
export const CLMM_FEE_TIERS = [
  { feeBps: 1, tickSpacing: 1 },
  { feeBps: 5, tickSpacing: 10 },
  { feeBps: 25, tickSpacing: 60 },
  { feeBps: 100, tickSpacing: 120 },
] as const;

export const tickSpacingOf = (feeBps: number): number | undefined =>
  CLMM_FEE_TIERS.find((t) => t.feeBps === feeBps)?.tickSpacing;

/** Basis points → parts per million. */
export const feeRateOfBps = (feeBps: number): bigint => BigInt(feeBps) * 100n;

/** Index of the first tick ≥ `tick` in an ascending list (binary search). */
export function lowerBound(ticks: readonly ClmmTick[], tick: number): number {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ticks[mid]?.tick ?? 0) < tick) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function findTick(ticks: readonly ClmmTick[], tick: number): ClmmTick | undefined {
  const at = ticks[lowerBound(ticks, tick)];
  return at?.tick === tick ? at : undefined;
}
