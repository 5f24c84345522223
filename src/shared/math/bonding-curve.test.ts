import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyCost,
  buyWith,
  CURVE_KINDS,
  CURVE_RAISE,
  CURVE_RESERVED,
  CURVE_SALE,
  finalPrice,
  graduationAmounts,
  LAMPORTS,
  priceInSol,
  quoteBuy,
  quoteSell,
  sellProceeds,
  spotPrice,
  type CurveKind,
  type CurveState,
} from './bonding-curve';

/** The state after buying `sold` tokens from a fresh curve with exact-out buys. */
const after = (kind: CurveKind, sold: bigint): CurveState => ({
  kind,
  sold,
  raised: sold === 0n ? 0n : (buyCost({ kind, sold: 0n, raised: 0n }, sold) ?? 0n),
});

const kind = fc.constantFrom(...CURVE_KINDS);
const soldSoFar = fc.bigInt({ min: 0n, max: CURVE_SALE - 1n });
const lamports = fc.bigInt({ min: 1n, max: 200n * LAMPORTS });

describe('standard curve anchors (pump.fun)', () => {
  it('starts near 2.8e-8 SOL, ends near 4.1e-7 SOL and raises about 85 SOL', () => {
    const start = priceInSol(spotPrice(after('standard', 0n)));
    expect(start).toBeCloseTo(2.796e-8, 10);
    const done = after('standard', CURVE_SALE);
    expect(priceInSol(finalPrice(done))).toBeCloseTo(4.109e-7, 9);
    expect(Number(CURVE_RAISE) / 1e9).toBeCloseTo(85.005, 3);
    expect(done.raised).toBe(CURVE_RAISE);
  });

  it('buy out = in·vTok/(vSol+in) on the fee-less input', () => {
    const s = after('standard', 0n);
    expect(buyWith(s, LAMPORTS).tokens).toBe((LAMPORTS * 1_073_000_000_000_000n) / (31n * LAMPORTS));
  });
});

describe.each(CURVE_KINDS)('%s curve', (k) => {
  it('raises the same amount for the whole sale', () => {
    const raised = buyCost(after(k, 0n), CURVE_SALE) ?? 0n;
    expect(Number(raised - CURVE_RAISE)).toBeLessThan(Number(LAMPORTS) / 1000);
    expect(raised >= CURVE_RAISE - 1000n).toBe(true);
  });

  it('graduates at its final price within 0.1 %, within the reserve', () => {
    const done = after(k, CURVE_SALE);
    const g = graduationAmounts(done);
    const p = finalPrice(done);
    const poolPrice = Number(g.poolSol) / Number(g.poolTokens);
    expect(Math.abs(poolPrice / (Number(p.num) / Number(p.den)) - 1)).toBeLessThan(0.001);
    expect(g.poolTokens <= CURVE_RESERVED && g.poolSol <= done.raised).toBe(true);
    expect(g.poolSol + g.surplusSol).toBe(done.raised);
  });
});

describe('curve properties', () => {
  it('buy then sell never profits', () => {
    fc.assert(
      fc.property(kind, soldSoFar, lamports, (k, sold, amount) => {
        const s = after(k, sold);
        const buy = quoteBuy(s, amount);
        const next = { kind: k, sold: s.sold + buy.tokens, raised: s.raised + buy.cost };
        expect(quoteSell(next, buy.tokens).received <= buy.total).toBe(true);
        expect(sellProceeds(next, buy.tokens) <= buy.cost).toBe(true);
      }),
    );
  });

  it('cost is monotone in the amount and in how much was sold', () => {
    fc.assert(
      fc.property(kind, soldSoFar, fc.bigInt({ min: 1n, max: CURVE_SALE }), (k, sold, n) => {
        const s = after(k, sold);
        const a = buyCost(s, n);
        const b = buyCost(s, n + 1n);
        if (a !== null && b !== null) expect(b >= a).toBe(true);
        const later = after(k, sold + 1n);
        const c = buyCost(later, n);
        if (a !== null && c !== null) expect(c >= a).toBe(true);
      }),
    );
  });

  it('exact-out rounds up: paying the cost buys at least that many tokens, one lamport less buys fewer', () => {
    fc.assert(
      fc.property(kind, soldSoFar, fc.bigInt({ min: 1n, max: 10n ** 14n }), (k, sold, n) => {
        const s = after(k, sold);
        const cost = buyCost(s, n);
        if (cost === null) return;
        expect(buyWith(s, cost).tokens >= n).toBe(true);
        expect(buyWith(s, cost - 1n).tokens < n).toBe(true);
      }),
    );
  });

  it('caps at what is left and charges only for it', () => {
    fc.assert(
      fc.property(kind, fc.bigInt({ min: CURVE_SALE - 10n ** 13n, max: CURVE_SALE - 1n }), (k, sold) => {
        const s = after(k, sold);
        const buy = buyWith(s, 500n * LAMPORTS);
        expect(buy.tokens).toBe(CURVE_SALE - sold);
        expect(buy.cost).toBe(buyCost(s, buy.tokens));
        expect(quoteBuy(s, 500n * LAMPORTS).total < 500n * LAMPORTS).toBe(true);
      }),
    );
  });
});
