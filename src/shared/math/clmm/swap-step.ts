/*
 * One swap step inside a single liquidity range, after Raydium CLMM's `swap_math.rs` (Apache-2.0,
 * https://github.com/raydium-io/raydium-clmm): the fee is taken from the input in parts per million, the
 * price moves toward the target and stops there or where the amount runs out.
 */
import { deltaA, deltaB, nextSqrtPriceFromInput, nextSqrtPriceFromOutput, U64_MAX } from './sqrt-price-math';

export const FEE_RATE_DENOMINATOR = 1_000_000n;

export interface SwapStep {
  sqrtPriceNextX64: bigint;
  amountIn: bigint;
  amountOut: bigint;
  feeAmount: bigint;
}

const mulDivCeil = (a: bigint, b: bigint, d: bigint): bigint => (a * b + d - 1n) / d;
/** The reference computes these in u64: a range needing more than that is treated as unreachable. */
const fitsU64 = (x: bigint): bigint | null => (x > U64_MAX ? null : x);

export function computeSwapStep(
  sqrtPrice: bigint,
  sqrtTarget: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feeRate: bigint,
  exactIn: boolean,
  aToB: boolean,
): SwapStep {
  let amountIn = 0n;
  let amountOut = 0n;
  let next: bigint;
  if (exactIn) {
    const lessFee = (amountRemaining * (FEE_RATE_DENOMINATOR - feeRate)) / FEE_RATE_DENOMINATOR;
    const whole = fitsU64(
      aToB ? deltaA(sqrtTarget, sqrtPrice, liquidity, true) : deltaB(sqrtPrice, sqrtTarget, liquidity, true),
    );
    if (whole !== null) amountIn = whole;
    next =
      whole !== null && lessFee >= whole
        ? sqrtTarget
        : nextSqrtPriceFromInput(sqrtPrice, liquidity, lessFee, aToB);
  } else {
    const whole = fitsU64(
      aToB
        ? deltaB(sqrtTarget, sqrtPrice, liquidity, false)
        : deltaA(sqrtPrice, sqrtTarget, liquidity, false),
    );
    if (whole !== null) amountOut = whole;
    next =
      whole !== null && amountRemaining >= whole
        ? sqrtTarget
        : nextSqrtPriceFromOutput(sqrtPrice, liquidity, amountRemaining, aToB);
  }
  const reached = next === sqrtTarget;
  if (!(reached && exactIn)) {
    amountIn = aToB ? deltaA(next, sqrtPrice, liquidity, true) : deltaB(sqrtPrice, next, liquidity, true);
  }
  if (!(reached && !exactIn)) {
    amountOut = aToB ? deltaB(next, sqrtPrice, liquidity, false) : deltaA(sqrtPrice, next, liquidity, false);
  }
  if (!exactIn && amountOut > amountRemaining) amountOut = amountRemaining;
  // Short of the target on an exact input, the rest of the input (rounding dust included) is fee.
  const feeAmount =
    exactIn && !reached
      ? amountRemaining - amountIn
      : mulDivCeil(amountIn, feeRate, FEE_RATE_DENOMINATOR - feeRate);
  return { sqrtPriceNextX64: next, amountIn, amountOut, feeAmount };
}
