/*
 * Tick ↔ sqrt price in Q64.64, after Raydium CLMM's `tick_math.rs` (Apache-2.0,
 * https://github.com/raydium-io/raydium-clmm): same tick and sqrt-price bounds, same per-bit factors
 * 2^64 / 1.0001^(2^(i-1)), so the sqrt price of a tick equals the reference's to the unit. The inverse
 * here is a binary search over ticks instead of the reference's log2 approximation (same answer: the
 * greatest tick whose sqrt price is ≤ the given one).
 */

export const MIN_TICK = -443636;
export const MAX_TICK = 443636;
export const MIN_SQRT_PRICE_X64 = 4295048016n;
export const MAX_SQRT_PRICE_X64 = 79226673521066979257578248091n;
export const Q64 = 1n << 64n;
export const U128_MAX = (1n << 128n) - 1n;

/** Bit i of |tick| multiplies by FACTORS[i] / 2^64 (= 1.0001^(-2^i / 2)). */
const FACTORS = [
  0xfffcb933bd6fb800n,
  0xfff97272373d4000n,
  0xfff2e50f5f657000n,
  0xffe5caca7e10f000n,
  0xffcb9843d60f7000n,
  0xff973b41fa98e800n,
  0xff2ea16466c9b000n,
  0xfe5dee046a9a3800n,
  0xfcbe86c7900bb000n,
  0xf987a7253ac65800n,
  0xf3392b0822bb6000n,
  0xe7159475a2caf000n,
  0xd097f3bdfd2f2000n,
  0xa9f746462d9f8000n,
  0x70d869a156f31c00n,
  0x31be135f97ed3200n,
  0x9aa508b5b85a500n,
  0x5d6af8dedc582cn,
  0x2216e584f5fan,
];

export class ClmmMathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClmmMathError';
  }
}

// Quotes ask for the same initialized ticks again and again; the answer never changes.
const SQRT_CACHE_LIMIT = 50_000;
const sqrtCache = new Map<number, bigint>();

/** sqrt(1.0001^tick) as Q64.64. */
export function sqrtPriceAtTick(tick: number): bigint {
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK) {
    throw new ClmmMathError(`tick ${tick} is outside [${MIN_TICK}, ${MAX_TICK}]`);
  }
  const known = sqrtCache.get(tick);
  if (known !== undefined) return known;
  const abs = Math.abs(tick);
  let ratio = Q64;
  for (let i = 0; i < FACTORS.length; i++) {
    // (1 << i) stays a small int: |tick| < 2^19.
    if (abs & (1 << i)) ratio = (ratio * (FACTORS[i] ?? 0n)) >> 64n;
  }
  const result = tick > 0 ? U128_MAX / ratio : ratio;
  if (sqrtCache.size >= SQRT_CACHE_LIMIT) sqrtCache.clear();
  sqrtCache.set(tick, result);
  return result;
}

/** The greatest tick whose sqrt price is ≤ `sqrtPriceX64` (MIN ≤ sqrtPrice < MAX). */
export function tickAtSqrtPrice(sqrtPriceX64: bigint): number {
  if (sqrtPriceX64 < MIN_SQRT_PRICE_X64 || sqrtPriceX64 >= MAX_SQRT_PRICE_X64) {
    throw new ClmmMathError('sqrt price is outside the supported range');
  }
  let lo = MIN_TICK;
  let hi = MAX_TICK - 1;
  // Start near the answer: the float estimate is within a few ticks except at the extremes.
  const estimate = Math.floor(Math.log(Number(sqrtPriceX64) / 2 ** 64) / Math.log(Math.sqrt(1.0001)));
  if (estimate - 2 > lo && estimate - 2 <= hi && sqrtPriceAtTick(estimate - 2) <= sqrtPriceX64)
    lo = estimate - 2;
  if (estimate + 2 < hi && estimate + 2 >= lo && sqrtPriceAtTick(estimate + 3) > sqrtPriceX64)
    hi = estimate + 2;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (sqrtPriceAtTick(mid) <= sqrtPriceX64) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** tokenB per tokenA in base units at a sqrt price. */
export const priceOfSqrt = (sqrtPriceX64: bigint): number => (Number(sqrtPriceX64) / 2 ** 64) ** 2;

/** The sqrt price (Q64.64, clamped into the bounds) of a base-unit price, through floats: for UI input. */
export function sqrtPriceOf(price: number): bigint {
  if (!(price > 0) || !Number.isFinite(price)) throw new ClmmMathError('price must be positive');
  const raw = BigInt(Math.floor(Math.sqrt(price) * 2 ** 64));
  if (raw < MIN_SQRT_PRICE_X64) return MIN_SQRT_PRICE_X64;
  if (raw >= MAX_SQRT_PRICE_X64) return MAX_SQRT_PRICE_X64 - 1n;
  return raw;
}

/** The nearest usable tick (a multiple of the spacing inside the bounds) at or below `tick`. */
export function alignTick(tick: number, spacing: number): number {
  const aligned = Math.floor(tick / spacing) * spacing;
  const min = Math.ceil(MIN_TICK / spacing) * spacing;
  const max = Math.floor(MAX_TICK / spacing) * spacing;
  return Math.min(max, Math.max(min, aligned));
}
