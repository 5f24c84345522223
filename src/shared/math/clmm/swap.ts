/*
 * A whole swap across initialized ticks, after Raydium CLMM's `swap_internal` (Apache-2.0,
 * https://github.com/raydium-io/raydium-clmm) and the Uniswap v3 whitepaper §6.3: step to the next
 * initialized tick (or the price limit), accrue the step's fee per unit of in-range liquidity, and on
 * reaching a tick cross it (flip its outside fee growth, apply its net liquidity). Pure: the input state is
 * not changed; the result carries the next state.
 */
import { type ClmmPoolState, type ClmmTick, lowerBound } from './pool-state';
import { computeSwapStep } from './swap-step';
import {
  MAX_SQRT_PRICE_X64,
  MIN_SQRT_PRICE_X64,
  MAX_TICK,
  MIN_TICK,
  Q64,
  sqrtPriceAtTick,
  tickAtSqrtPrice,
} from './tick-math';

export interface SwapResult {
  /** Input taken, fee included. */
  amountIn: bigint;
  amountOut: bigint;
  feeAmount: bigint;
  /** Whether the whole amount was swapped (false: the pool ran out of liquidity toward the limit). */
  complete: boolean;
  /** Ticks crossed, in order. */
  crossed: number[];
  state: ClmmPoolState;
}

/** The next initialized tick the price meets going down (≤ tick) or up (> tick), if any. */
function nextTick(ticks: readonly ClmmTick[], tick: number, down: boolean): ClmmTick | undefined {
  const at = lowerBound(ticks, tick + 1);
  return down ? ticks[at - 1] : ticks[at];
}

/**
 * Swaps `amount` (exact input, or exact output when `exactIn` is false) of A for B (`aToB`) or B for A.
 * The optional limit stops the price there, as the reference's `sqrt_price_limit_x64`.
 */
export function swap(
  pool: ClmmPoolState,
  aToB: boolean,
  amount: bigint,
  exactIn: boolean,
  sqrtPriceLimitX64?: bigint,
): SwapResult {
  const limit = sqrtPriceLimitX64 ?? (aToB ? MIN_SQRT_PRICE_X64 + 1n : MAX_SQRT_PRICE_X64 - 1n);
  let remaining = amount;
  let calculated = 0n;
  let feeTotal = 0n;
  let {
    sqrtPriceX64: sqrtPrice,
    tick,
    liquidity,
    feeGrowthGlobalAX64: growthA,
    feeGrowthGlobalBX64: growthB,
  } = pool;
  let ticks = pool.ticks;
  const crossed: number[] = [];
  while (remaining > 0n && sqrtPrice !== limit) {
    const next = nextTick(ticks, tick, aToB);
    const boundary = next?.tick ?? (aToB ? MIN_TICK : MAX_TICK);
    const tickPrice = sqrtPriceAtTick(boundary);
    const target = aToB ? (tickPrice < limit ? limit : tickPrice) : tickPrice > limit ? limit : tickPrice;
    const start = sqrtPrice;
    const step = computeSwapStep(sqrtPrice, target, liquidity, remaining, pool.feeRate, exactIn, aToB);
    sqrtPrice = step.sqrtPriceNextX64;
    if (exactIn) {
      remaining -= step.amountIn + step.feeAmount;
      calculated += step.amountOut;
    } else {
      remaining -= step.amountOut;
      calculated += step.amountIn + step.feeAmount;
    }
    feeTotal += step.feeAmount;
    if (liquidity > 0n && step.feeAmount > 0n) {
      const growth = (step.feeAmount * Q64) / liquidity;
      if (aToB) growthA += growth;
      else growthB += growth;
    }
    if (next && sqrtPrice === tickPrice) {
      const flipped: ClmmTick = {
        ...next,
        feeGrowthOutsideAX64: growthA - next.feeGrowthOutsideAX64,
        feeGrowthOutsideBX64: growthB - next.feeGrowthOutsideBX64,
      };
      if (ticks === pool.ticks) ticks = [...ticks];
      ticks[lowerBound(ticks, next.tick)] = flipped;
      liquidity = aToB ? liquidity - next.liquidityNet : liquidity + next.liquidityNet;
      tick = aToB ? next.tick - 1 : next.tick;
      crossed.push(next.tick);
    } else if (sqrtPrice !== start) {
      tick = tickAtSqrtPrice(sqrtPrice);
    } else if (!next) {
      break;
    }
  }
  const [amountIn, amountOut] = exactIn ? [amount - remaining, calculated] : [calculated, amount - remaining];
  return {
    amountIn,
    amountOut,
    feeAmount: feeTotal,
    complete: remaining === 0n,
    crossed,
    state: {
      ...pool,
      sqrtPriceX64: sqrtPrice,
      tick,
      liquidity,
      feeGrowthGlobalAX64: growthA,
      feeGrowthGlobalBX64: growthB,
      ticks,
    },
  };
}
