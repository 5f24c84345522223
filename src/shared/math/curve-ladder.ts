/**
 * Price ladders for the exponential and logarithmic launch curves: the sale is cut into equal token
 * segments with one integer price each (lamports per `PRICE_SCALE` base units), so the cost of any
 * amount is an exact integer integral of a step function and its inverse is exact too.
 */

export const PRICE_SCALE = 10n ** 12n;
export const LADDER_SEGMENTS = 200;

export interface Ladder {
  width: bigint;
  prices: readonly bigint[];
  /** prefix[j] = Σ_{i<j} prices[i]·width (scaled lamports below segment j). */
  prefix: readonly bigint[];
}

/** Integer prices from a shape (relative price at each segment midpoint), scaled so the whole sale raises `raise`. */
export function buildLadder(sale: bigint, raise: bigint, shape: (x: number) => number): Ladder {
  const width = sale / BigInt(LADDER_SEGMENTS);
  const rel = Array.from({ length: LADDER_SEGMENTS }, (_, i) => shape((i + 0.5) / LADDER_SEGMENTS));
  const total = rel.reduce((a, b) => a + b, 0);
  // Σ price·width = raise·SCALE  ⇒  price_i = rel_i / total · raise·SCALE / width
  const unit = Number((raise * PRICE_SCALE) / width) / total;
  const prices = rel.map((r) => {
    const p = BigInt(Math.round(r * unit));
    return p < 1n ? 1n : p;
  });
  const prefix = [0n];
  for (const p of prices) prefix.push((prefix.at(-1) ?? 0n) + p * width);
  return { width, prices, prefix };
}

const segmentOf = (ladder: Ladder, sold: bigint) => {
  const j = Number(sold / ladder.width);
  return Math.min(j, ladder.prices.length - 1);
};

const priceAt = (ladder: Ladder, j: number) => ladder.prices[j] ?? 0n;

/** Scaled cost (lamports·PRICE_SCALE) of the tokens between 0 and `sold`. */
export function ladderIntegral(ladder: Ladder, sold: bigint): bigint {
  const j = segmentOf(ladder, sold);
  const start = BigInt(j) * ladder.width;
  return (ladder.prefix[j] ?? 0n) + priceAt(ladder, j) * (sold - start);
}

/**
 * The most tokens after `sold` whose scaled cost fits in `budget`, never past `end`: the position where
 * the integral reaches I(sold) + budget (binary search over the segment prefix sums).
 */
export function ladderTokensFor(ladder: Ladder, sold: bigint, budget: bigint, end: bigint): bigint {
  const target = ladderIntegral(ladder, sold) + budget;
  let [lo, hi] = [0, ladder.prices.length];
  // Largest j with prefix[j] ≤ target.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((ladder.prefix[mid] ?? 0n) <= target) lo = mid;
    else hi = mid - 1;
  }
  const at =
    lo >= ladder.prices.length
      ? BigInt(ladder.prices.length) * ladder.width
      : BigInt(lo) * ladder.width + (target - (ladder.prefix[lo] ?? 0n)) / priceAt(ladder, lo);
  return (at < end ? at : end) - sold;
}

/** Spot price of the next token as lamports/PRICE_SCALE per base unit. */
export const ladderSpot = (ladder: Ladder, sold: bigint): bigint => priceAt(ladder, segmentOf(ladder, sold));

/** Price of the last segment (where a completed curve ends). */
export const ladderFinal = (ladder: Ladder): bigint => priceAt(ladder, ladder.prices.length - 1);

/** The root of a decreasing function on [lo, hi] by bisection (calibration only, never per trade). */
export function bisect(f: (k: number) => number, target: number, lo: number, hi: number): number {
  let [a, b] = [lo, hi];
  for (let i = 0; i < 200; i += 1) {
    const mid = (a + b) / 2;
    if (f(mid) > target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
