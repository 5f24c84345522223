/**
 * The launch simulator's model, shared by the fast kernel, the naive reference and the tests.
 * A path is a constant-product pool (SOL / token, fee on the input, as `amm.ts`) seeded with the
 * liquidity at the launch price. Each step buyers arrive at random (Poisson, by market condition,
 * strategy and marketing), their step's buys are one swap (constant product is path-independent for
 * same-direction trades, up to the fee), and each step's buyers form a cohort that sells everything
 * at its take-profit or stop-loss price. Holders who did not buy from the pool (the holder float, a
 * presale/IDO cohort, an airdrop) sell too: they are what can take the price under launch.
 */
export const MARKET_CONDITIONS = ['bullish', 'neutral', 'bearish'] as const;
export type MarketCondition = (typeof MARKET_CONDITIONS)[number];
export const SIM_STRATEGIES = ['fair-launch', 'ido', 'presale', 'airdrop'] as const;
export type SimStrategy = (typeof SIM_STRATEGIES)[number];
export const SIM_DURATIONS = ['1week', '1month', '3months', '6months'] as const;
export type SimDuration = (typeof SIM_DURATIONS)[number];

export const DURATION_DAYS: Record<SimDuration, number> = {
  '1week': 7,
  '1month': 30,
  '3months': 90,
  '6months': 180,
};
export const DURATION_STEPS: Record<SimDuration, number> = {
  '1week': 42,
  '1month': 60,
  '3months': 90,
  '6months': 180,
};

/**
 * Buyers per day, log-normal buy size in SOL (median, spread), take-profit and stop-loss fractions, and
 * the share of the holder float (see `HOLDER_FLOAT_SHARE`) sold per day.
 */
export const CONDITION_PARAMS: Record<
  MarketCondition,
  {
    buyersPerDay: number;
    medianBuySol: number;
    sizeSigma: number;
    takeProfit: number;
    stopLoss: number;
    floatSellPerDay: number;
  }
> = {
  bullish: {
    buyersPerDay: 40,
    medianBuySol: 0.6,
    sizeSigma: 1.0,
    takeProfit: 1.5,
    stopLoss: 0.4,
    floatSellPerDay: 0.01,
  },
  neutral: {
    buyersPerDay: 25,
    medianBuySol: 0.4,
    sizeSigma: 0.9,
    takeProfit: 0.8,
    stopLoss: 0.3,
    floatSellPerDay: 0.02,
  },
  bearish: {
    buyersPerDay: 15,
    medianBuySol: 0.3,
    sizeSigma: 0.9,
    takeProfit: 0.4,
    stopLoss: 0.2,
    floatSellPerDay: 0.04,
  },
};

/**
 * Arrival multiplier per strategy. Presale/IDO buyers form an early cohort (a share of the liquidity's
 * SOL, bought at a discount) that sells at 2×; an airdrop hands out tokens equal to a share of the
 * pool's token side, sold off a little every day.
 */
export const STRATEGY_PARAMS: Record<
  SimStrategy,
  { arrivals: number; earlyCohortShare: number; earlyDiscount: number; airdropShare: number }
> = {
  'fair-launch': { arrivals: 1, earlyCohortShare: 0, earlyDiscount: 0, airdropShare: 0 },
  ido: { arrivals: 1.2, earlyCohortShare: 0.3, earlyDiscount: 0.1, airdropShare: 0 },
  presale: { arrivals: 1.1, earlyCohortShare: 0.5, earlyDiscount: 0.25, airdropShare: 0 },
  airdrop: { arrivals: 1.3, earlyCohortShare: 0, earlyDiscount: 0, airdropShare: 0.5 },
};

/** Each 10 SOL of marketing doubles arrivals at launch; the effect halves about every sixth of the run. */
export const MARKETING_SOL_PER_DOUBLING = 10;
export const AIRDROP_SELL_PER_DAY = 0.03;

/**
 * The holder float: tokens outside the pool that nobody bought from it (the launcher's and early wallets'
 * holdings), as a share of the pool's token side, capped by the supply the pool does not hold. Whatever
 * the strategy, they sell a share a day (`floatSellPerDay`); without them every seller would only sell back
 * what they bought, the price could never end under launch, and every launch would "succeed".
 */
export const HOLDER_FLOAT_SHARE = 1;

export function holderFloat(p: Pick<SimParams, 'supply' | 'launchPrice' | 'liquiditySol'>): number {
  const poolTokens = p.liquiditySol / p.launchPrice;
  return Math.max(0, Math.min(p.supply - poolTokens, poolTokens * HOLDER_FLOAT_SHARE));
}
export const POOL_FEE_BPS = 25;

export interface SimParams {
  readonly supply: number;
  readonly launchPrice: number;
  readonly liquiditySol: number;
  readonly marketingSol: number;
  readonly strategy: SimStrategy;
  readonly condition: MarketCondition;
  readonly duration: SimDuration;
  readonly paths: number;
  readonly seed: number;
}

/** Per-path results in typed arrays, one entry per path. */
export interface PathResults {
  finalPrice: Float64Array;
  peakPrice: Float64Array;
  floorPrice: Float64Array;
  holders: Float64Array;
  volumeSol: Float64Array;
  finalLiquiditySol: Float64Array;
  /** Price after each step, path-major (paths × steps); used for percentile bands. */
  prices: Float32Array;
  steps: number;
}

/** Constant-product output with the fee on the input, in floats (the chain's formula, `amm.getAmountOut`). */
export function cpOut(
  amountIn: number,
  reserveIn: number,
  reserveOut: number,
  feeBps = POOL_FEE_BPS,
): number {
  if (amountIn <= 0) return 0;
  const inWithFee = amountIn * (10_000 - feeBps);
  return (inWithFee * reserveOut) / (reserveIn * 10_000 + inWithFee);
}

/** mulberry32: small, fast, and the same sequence everywhere for a seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NORMAL_TABLE_SIZE = 4096;

/** Acklam's rational approximation of the inverse normal CDF (relative error < 1.2e-9). */
function inverseNormal(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628274631,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const tail = (q: number) =>
    (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/** Inverse-CDF table at bucket midpoints: a normal draw is one uniform and one lookup (tails end near ±3.7σ). */
const NORMAL_TABLE = Float64Array.from({ length: NORMAL_TABLE_SIZE }, (_, i) =>
  inverseNormal((i + 0.5) / NORMAL_TABLE_SIZE),
);

/** Standard normal draws from a uniform source by table lookup (fast, and identical on every machine). */
export { NORMAL_TABLE, NORMAL_TABLE_SIZE };

export function normalSource(uniform: () => number): () => number {
  return () => NORMAL_TABLE[(uniform() * NORMAL_TABLE_SIZE) | 0] as number;
}

export interface DemandPlan {
  readonly steps: number;
  /** Expected buyers per step (condition × strategy × marketing × fading interest). */
  readonly lambda: Float64Array;
  readonly sqrtLambda: Float64Array;
  readonly meanBuySol: number;
  readonly sizeSigma: number;
}

/** Everything about demand that does not depend on the draws, computed once per run. */
export function demandPlan(p: SimParams): DemandPlan {
  const steps = DURATION_STEPS[p.duration];
  const c = CONDITION_PARAMS[p.condition];
  const days = DURATION_DAYS[p.duration] / steps;
  const lambda = new Float64Array(steps);
  const sqrtLambda = new Float64Array(steps);
  for (let step = 0; step < steps; step++) {
    const marketing = 1 + (p.marketingSol / MARKETING_SOL_PER_DOUBLING) * Math.exp(-step / (steps / 6));
    const interest = 0.5 + 0.5 * Math.exp(-step / (steps / 3));
    lambda[step] = c.buyersPerDay * days * STRATEGY_PARAMS[p.strategy].arrivals * marketing * interest;
    sqrtLambda[step] = Math.sqrt(lambda[step] ?? 0);
  }
  return {
    steps,
    lambda,
    sqrtLambda,
    meanBuySol: c.medianBuySol * Math.exp((c.sizeSigma * c.sizeSigma) / 2),
    sizeSigma: c.sizeSigma,
  };
}
