/**
 * Constant-product (x·y = k) pool math on base units. Every rounding favours the pool: outputs round down,
 * required inputs and fees round up.
 */
import type { HopQuote, RoutePool } from './routing';

export const BPS = 10_000n;
/** LP units locked forever at pool creation (as Uniswap v2) so the LP price cannot be inflated by a donation. */
export const MINIMUM_LIQUIDITY = 1000n;

export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Output of a swap of `amountIn` (fee taken from the input and left in the pool). */
export function getAmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const inWithFee = amountIn * (BPS - BigInt(feeBps));
  return (inWithFee * reserveOut) / (reserveIn * BPS + inWithFee);
}

/** Input needed to receive exactly `amountOut`; null when the pool cannot pay it. */
export function getAmountIn(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint | null {
  if (amountOut <= 0n || amountOut >= reserveOut || reserveIn <= 0n) return null;
  return ceilDiv(reserveIn * amountOut * BPS, (reserveOut - amountOut) * (BPS - BigInt(feeBps)));
}

/** The check the platform makes before co-signing: (x + in·(1−f))·(y − out) ≥ x·y, in integers. */
export function keepsInvariant(
  reserveIn: bigint,
  reserveOut: bigint,
  amountIn: bigint,
  amountOut: bigint,
  feeBps: number,
): boolean {
  if (amountOut >= reserveOut || amountIn <= 0n || amountOut < 0n) return false;
  return (
    (reserveIn * BPS + amountIn * (BPS - BigInt(feeBps))) * (reserveOut - amountOut) >=
    reserveIn * reserveOut * BPS
  );
}

/** Fee portion of an input, in input base units (rounded up). */
export const feeOf = (amountIn: bigint, feeBps: number): bigint => ceilDiv(amountIn * BigInt(feeBps), BPS);

/** Spot price of `out` in `in` units, as a ratio adjusted for decimals. */
export function spotPrice(
  reserveIn: bigint,
  reserveOut: bigint,
  decimalsIn: number,
  decimalsOut: number,
): number {
  if (reserveIn === 0n) return 0;
  return (Number(reserveOut) / Number(reserveIn)) * 10 ** (decimalsIn - decimalsOut);
}

/** Price impact in percent: how much worse the execution price is than the spot price, fee excluded. */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): number {
  const inAfterFee = (amountIn * (BPS - BigInt(feeBps))) / BPS;
  if (inAfterFee <= 0n || reserveOut === 0n) return 0;
  const exec = Number(amountOut) / Number(inAfterFee);
  const spot = Number(reserveOut) / Number(reserveIn);
  return Math.max(0, (1 - exec / spot) * 100);
}

export const minimumReceived = (amountOut: bigint, slippagePercent: number): bigint =>
  (amountOut * (BPS * 100n - BigInt(Math.round(slippagePercent * 10_000)))) / (BPS * 100n);

/** LP units for the first deposit (the first MINIMUM_LIQUIDITY of them are locked). */
export function initialLiquidity(amountA: bigint, amountB: bigint): bigint {
  return isqrt(amountA * amountB);
}

export interface Deposit {
  amountA: bigint;
  amountB: bigint;
  liquidity: bigint;
}

/** Proportional add: the side that exceeds the pool ratio is not taken; the taken side rounds up. */
export function proportionalDeposit(
  desiredA: bigint,
  desiredB: bigint,
  reserveA: bigint,
  reserveB: bigint,
  supply: bigint,
): Deposit {
  if (reserveA === 0n || reserveB === 0n || supply === 0n) return { amountA: 0n, amountB: 0n, liquidity: 0n };
  let amountA = desiredA;
  let amountB = ceilDiv(desiredA * reserveB, reserveA);
  if (amountB > desiredB) {
    amountB = desiredB;
    amountA = ceilDiv(desiredB * reserveA, reserveB);
  }
  const byA = (amountA * supply) / reserveA;
  const byB = (amountB * supply) / reserveB;
  return { amountA, amountB, liquidity: byA < byB ? byA : byB };
}

/** What burning `lp` pays out of each side (rounded down). */
export function withdrawal(lp: bigint, reserveA: bigint, reserveB: bigint, supply: bigint) {
  if (supply === 0n) return { amountA: 0n, amountB: 0n };
  return { amountA: (lp * reserveA) / supply, amountB: (lp * reserveB) / supply };
}

/** A constant-product pool as the router sees it, with its reserves. */
export interface ReservePool extends RoutePool {
  reserveA: bigint;
  reserveB: bigint;
}

/** The router's quote for constant-product pools: exact-in output after the fee. */
export const quoteReservePool: HopQuote<ReservePool> = (p, amountIn, aToB) =>
  aToB
    ? getAmountOut(amountIn, p.reserveA, p.reserveB, p.feeBps)
    : getAmountOut(amountIn, p.reserveB, p.reserveA, p.feeBps);
