/**
 * Launch curves on base units (tokens 6 decimals, SOL in lamports). The standard curve is pump.fun's
 * constant product on virtual reserves; exponential and logarithmic are price ladders calibrated to the
 * same supply, sale and raise. Roundings favour the curve: outputs round down, exact-out costs round up.
 */
import {
  bisect,
  buildLadder,
  ladderFinal,
  ladderIntegral,
  ladderSpot,
  ladderTokensFor,
  LADDER_SEGMENTS,
  PRICE_SCALE,
  type Ladder,
} from './curve-ladder';

export const CURVE_KINDS = ['standard', 'exponential', 'logarithmic'] as const;
export type CurveKind = (typeof CURVE_KINDS)[number];

export const CURVE_DECIMALS = 6;
const TOKEN = 10n ** BigInt(CURVE_DECIMALS);
export const LAMPORTS = 1_000_000_000n;
export const CURVE_SUPPLY = 1_000_000_000n * TOKEN;
export const CURVE_SALE = 793_100_000n * TOKEN;
/** Kept in the vault for the graduation pool. */
export const CURVE_RESERVED = CURVE_SUPPLY - CURVE_SALE;
export const VIRTUAL_SOL = 30n * LAMPORTS;
export const VIRTUAL_TOKENS = 1_073_000_000n * TOKEN;
export const TRADE_FEE_BPS = 100n;
export const LAUNCH_FEE_LAMPORTS = LAMPORTS / 10n;
const BPS = 10_000n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** What buying the whole sale on the standard curve raises (exact-out, rounded up). */
export const CURVE_RAISE = ceilDiv(VIRTUAL_SOL * CURVE_SALE, VIRTUAL_TOKENS - CURVE_SALE);

/** Sum of midpoint values over the ladder relative to its last one: the sale's average/final price ratio. */
const avgOverFinal = (shape: (x: number) => number) => {
  let sum = 0;
  for (let i = 0; i < LADDER_SEGMENTS; i += 1) sum += shape((i + 0.5) / LADDER_SEGMENTS);
  return sum / LADDER_SEGMENTS / shape((LADDER_SEGMENTS - 0.5) / LADDER_SEGMENTS);
};

// Exponential: steep enough that the final price equals raise / reserved tokens, as the standard curve's does.
const exponentialK = bisect(
  (k) => avgOverFinal((x) => Math.exp(k * x)),
  Number(CURVE_RESERVED) / Number(CURVE_SALE),
  0.01,
  20,
);
const LADDERS: Record<Exclude<CurveKind, 'standard'>, Ladder> = {
  exponential: buildLadder(CURVE_SALE, CURVE_RAISE, (x) => Math.exp(exponentialK * x)),
  // Concave: early buyers pay relatively more, the final price is lower than the other two.
  logarithmic: buildLadder(CURVE_SALE, CURVE_RAISE, (x) => Math.log1p(9 * x)),
};

/** A curve's state as its vaults show it: tokens sold off the curve and lamports raised. */
export interface CurveState {
  kind: CurveKind;
  sold: bigint;
  raised: bigint;
}

/** A price as an exact fraction: lamports per token base unit. */
export interface Price {
  num: bigint;
  den: bigint;
}

export const remaining = (s: CurveState): bigint => CURVE_SALE - s.sold;
export const isComplete = (s: CurveState): boolean => s.sold >= CURVE_SALE;

/** Lamports (fee-less) to buy exactly `tokens`; null past what is left. */
export function buyCost(s: CurveState, tokens: bigint): bigint | null {
  if (tokens <= 0n || tokens > remaining(s)) return null;
  if (s.kind === 'standard') {
    const vSol = VIRTUAL_SOL + s.raised;
    const vTok = VIRTUAL_TOKENS - s.sold;
    return ceilDiv(vSol * tokens, vTok - tokens);
  }
  const l = LADDERS[s.kind];
  return ceilDiv(ladderIntegral(l, s.sold + tokens) - ladderIntegral(l, s.sold), PRICE_SCALE);
}

/** Tokens for `lamports` (fee-less input), capped at what is left, and the lamports that actually buys. */
export function buyWith(s: CurveState, lamports: bigint): { tokens: bigint; cost: bigint } {
  if (lamports <= 0n || isComplete(s)) return { tokens: 0n, cost: 0n };
  let tokens: bigint;
  if (s.kind === 'standard') {
    const vSol = VIRTUAL_SOL + s.raised;
    const vTok = VIRTUAL_TOKENS - s.sold;
    tokens = (lamports * vTok) / (vSol + lamports);
    if (tokens <= remaining(s)) return { tokens, cost: tokens === 0n ? 0n : lamports };
  } else {
    tokens = ladderTokensFor(LADDERS[s.kind], s.sold, lamports * PRICE_SCALE, CURVE_SALE);
  }
  tokens = tokens < remaining(s) ? tokens : remaining(s);
  return { tokens, cost: tokens === 0n ? 0n : (buyCost(s, tokens) ?? 0n) };
}

/** Lamports (before the fee) selling `tokens` back pays; 0 when more than was sold. */
export function sellProceeds(s: CurveState, tokens: bigint): bigint {
  if (tokens <= 0n || tokens > s.sold) return 0n;
  if (s.kind === 'standard') {
    const vSol = VIRTUAL_SOL + s.raised;
    const vTok = VIRTUAL_TOKENS - s.sold;
    const out = (vSol * tokens) / (vTok + tokens);
    return out < s.raised ? out : s.raised;
  }
  const l = LADDERS[s.kind];
  const out = (ladderIntegral(l, s.sold) - ladderIntegral(l, s.sold - tokens)) / PRICE_SCALE;
  return out < s.raised ? out : s.raised;
}

/** Price of the next token. */
export function spotPrice(s: CurveState): Price {
  if (s.kind === 'standard') return { num: VIRTUAL_SOL + s.raised, den: VIRTUAL_TOKENS - s.sold };
  return { num: ladderSpot(LADDERS[s.kind], s.sold), den: PRICE_SCALE };
}

/** The price a completed curve ends at (the graduation pool opens at it). */
export function finalPrice(s: CurveState): Price {
  if (s.kind === 'standard') return { num: VIRTUAL_SOL + s.raised, den: VIRTUAL_TOKENS - CURVE_SALE };
  return { num: ladderFinal(LADDERS[s.kind]), den: PRICE_SCALE };
}

/** SOL per whole token (display only). */
export const priceInSol = (p: Price): number =>
  ((Number(p.num) / Number(p.den)) * Number(TOKEN)) / Number(LAMPORTS);

/** The platform's 1 % of an amount, rounded up. */
export const tradeFee = (amount: bigint): bigint => ceilDiv(amount * TRADE_FEE_BPS, BPS);

/** A buy paying `total` lamports: 1 % fee off the top, the rest buys (capped, so `total` may shrink). */
export function quoteBuy(s: CurveState, total: bigint) {
  const fee = tradeFee(total);
  const { tokens, cost } = buyWith(s, total - fee);
  const capped = cost < total - fee;
  const paidFee = capped ? tradeFee(cost) : fee;
  return { tokens, cost, fee: paidFee, total: cost + paidFee };
}

/** A sell of `tokens`: gross proceeds, the 1 % fee, and what the seller receives. */
export function quoteSell(s: CurveState, tokens: bigint) {
  const gross = sellProceeds(s, tokens);
  const fee = gross === 0n ? 0n : tradeFee(gross);
  return { gross, fee, received: gross - fee };
}

/**
 * The graduation pool at the final price: as much of the raise and the reserved tokens as the price
 * allows. What the price leaves over (SOL for a concave curve, a few tokens from rounding) is returned
 * separately: SOL to the creator, tokens burned.
 */
export function graduationAmounts(s: CurveState) {
  const p = finalPrice(s);
  const tokensAtPrice = (s.raised * p.den) / p.num;
  const poolTokens = tokensAtPrice < CURVE_RESERVED ? tokensAtPrice : CURVE_RESERVED;
  const solAtPrice = (poolTokens * p.num) / p.den;
  const poolSol = solAtPrice < s.raised ? solAtPrice : s.raised;
  return {
    poolSol,
    poolTokens,
    surplusSol: s.raised - poolSol,
    surplusTokens: CURVE_RESERVED - poolTokens,
  };
}

/** The price curve for charts: `points` samples of SOL per token against the fraction sold. */
export function curvePoints(kind: CurveKind, points = 50): { sold: number; price: number }[] {
  return Array.from({ length: points + 1 }, (_, i) => {
    const sold = (CURVE_SALE * BigInt(i)) / BigInt(points);
    const raised =
      kind === 'standard' && sold > 0n ? (buyCost({ kind, sold: 0n, raised: 0n }, sold) ?? 0n) : 0n;
    return { sold: i / points, price: priceInSol(spotPrice({ kind, sold, raised })) };
  });
}
