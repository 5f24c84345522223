/*
 * Positions: adding or removing liquidity in [tickLower, tickUpper) and the fees a position earned, after
 * Raydium CLMM's `tick_array.rs` / `personal_position.rs` (Apache-2.0,
 * https://github.com/raydium-io/raydium-clmm) and the Uniswap v3 whitepaper §6.3–6.4. Fee growth is
 * unbounded bigint, so "inside" can be negative; only differences of it are ever used.
 */
import { type ClmmPoolState, type ClmmTick, findTick, lowerBound } from './pool-state';
import { amountsForLiquidity } from './sqrt-price-math';
import { ClmmMathError, MAX_TICK, MIN_TICK, Q64, sqrtPriceAtTick } from './tick-math';

export interface ClmmPosition {
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  feeGrowthInsideLastAX64: bigint;
  feeGrowthInsideLastBX64: bigint;
  /** Fees credited and not yet collected. */
  tokensOwedA: bigint;
  tokensOwedB: bigint;
}

export function assertRange(pool: Pick<ClmmPoolState, 'tickSpacing'>, lower: number, upper: number): void {
  const ok =
    Number.isInteger(lower) &&
    Number.isInteger(upper) &&
    lower < upper &&
    lower >= MIN_TICK &&
    upper <= MAX_TICK &&
    lower % pool.tickSpacing === 0 &&
    upper % pool.tickSpacing === 0;
  if (!ok) throw new ClmmMathError('the range must be two ticks on the pool spacing, lower below upper');
}

/** Fee growth per unit of liquidity inside [lower, upper) for both tokens. */
export function feeGrowthInside(pool: ClmmPoolState, lower: number, upper: number): { a: bigint; b: bigint } {
  const lo = findTick(pool.ticks, lower);
  const hi = findTick(pool.ticks, upper);
  const side = (t: ClmmTick | undefined, k: 'feeGrowthOutsideAX64' | 'feeGrowthOutsideBX64') => t?.[k] ?? 0n;
  const inside = (global: bigint, k: 'feeGrowthOutsideAX64' | 'feeGrowthOutsideBX64') => {
    const below = pool.tick >= lower ? side(lo, k) : global - side(lo, k);
    const above = pool.tick < upper ? side(hi, k) : global - side(hi, k);
    return global - below - above;
  };
  return {
    a: inside(pool.feeGrowthGlobalAX64, 'feeGrowthOutsideAX64'),
    b: inside(pool.feeGrowthGlobalBX64, 'feeGrowthOutsideBX64'),
  };
}

/** The position with the fees earned since its last update credited to `tokensOwed` (rounded down). */
export function accrueFees(pool: ClmmPoolState, position: ClmmPosition): ClmmPosition {
  const inside = feeGrowthInside(pool, position.tickLower, position.tickUpper);
  const owedA = ((inside.a - position.feeGrowthInsideLastAX64) * position.liquidity) / Q64;
  const owedB = ((inside.b - position.feeGrowthInsideLastBX64) * position.liquidity) / Q64;
  return {
    ...position,
    feeGrowthInsideLastAX64: inside.a,
    feeGrowthInsideLastBX64: inside.b,
    tokensOwedA: position.tokensOwedA + owedA,
    tokensOwedB: position.tokensOwedB + owedB,
  };
}

function updateTick(
  pool: ClmmPoolState,
  ticks: ClmmTick[],
  index: number,
  delta: bigint,
  upper: boolean,
): ClmmTick[] {
  const existing = findTick(ticks, index);
  const gross = (existing?.liquidityGross ?? 0n) + delta;
  if (gross < 0n) throw new ClmmMathError('removing more liquidity than the tick holds');
  const at = lowerBound(ticks, index);
  const out = [...ticks];
  // A new tick counts all growth so far as below it when the price is at or above it (reference convention).
  const below = index <= pool.tick;
  const tick: ClmmTick = existing
    ? { ...existing }
    : {
        tick: index,
        liquidityNet: 0n,
        liquidityGross: 0n,
        feeGrowthOutsideAX64: below ? pool.feeGrowthGlobalAX64 : 0n,
        feeGrowthOutsideBX64: below ? pool.feeGrowthGlobalBX64 : 0n,
      };
  tick.liquidityGross = gross;
  tick.liquidityNet += upper ? -delta : delta;
  if (existing) out[at] = tick;
  else out.splice(at, 0, tick);
  return out;
}

export interface ModifyResult {
  state: ClmmPoolState;
  position: ClmmPosition;
  /** Tokens the pool takes (delta > 0, rounded up) or pays (delta < 0, rounded down), fees excluded. */
  amountA: bigint;
  amountB: bigint;
}

/** Adds (delta > 0) or removes (delta < 0) liquidity; fees earned so far move to `tokensOwed` first. */
export function modifyPosition(pool: ClmmPoolState, position: ClmmPosition, delta: bigint): ModifyResult {
  assertRange(pool, position.tickLower, position.tickUpper);
  if (position.liquidity + delta < 0n)
    throw new ClmmMathError('removing more liquidity than the position holds');
  let ticks = pool.ticks;
  if (delta !== 0n) {
    ticks = updateTick(pool, ticks, position.tickLower, delta, false);
    ticks = updateTick(pool, ticks, position.tickUpper, delta, true);
  }
  const inRange = pool.tick >= position.tickLower && pool.tick < position.tickUpper;
  const updated: ClmmPoolState = {
    ...pool,
    ticks,
    liquidity: inRange ? pool.liquidity + delta : pool.liquidity,
  };
  // Between the update and the clearing (as the reference): a tick initialized just now must count in
  // the growth inside, and one emptied just now still has its outside growth.
  const accrued = accrueFees(updated, position);
  const state = ticks.some((t) => t.liquidityGross === 0n)
    ? { ...updated, ticks: ticks.filter((t) => t.liquidityGross !== 0n) }
    : updated;
  const abs = delta < 0n ? -delta : delta;
  const { amountA, amountB } = amountsForLiquidity(
    pool.sqrtPriceX64,
    sqrtPriceAtTick(position.tickLower),
    sqrtPriceAtTick(position.tickUpper),
    abs,
    delta > 0n,
  );
  return { state, position: { ...accrued, liquidity: position.liquidity + delta }, amountA, amountB };
}

export const emptyPosition = (tickLower: number, tickUpper: number): ClmmPosition => ({
  tickLower,
  tickUpper,
  liquidity: 0n,
  feeGrowthInsideLastAX64: 0n,
  feeGrowthInsideLastBX64: 0n,
  tokensOwedA: 0n,
  tokensOwedB: 0n,
});
