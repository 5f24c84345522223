import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClmmPoolState, feeRateOfBps } from './pool-state';
import { accrueFees, type ClmmPosition, emptyPosition, modifyPosition } from './position';
import { swap } from './swap';
import { computeSwapStep, FEE_RATE_DENOMINATOR } from './swap-step';
import { MAX_SQRT_PRICE_X64, MIN_SQRT_PRICE_X64, sqrtPriceAtTick } from './tick-math';

const fresh = (tick: number, feeBps = 25, tickSpacing = 60): ClmmPoolState => ({
  sqrtPriceX64: sqrtPriceAtTick(tick),
  tick,
  liquidity: 0n,
  feeRate: feeRateOfBps(feeBps),
  tickSpacing,
  feeGrowthGlobalAX64: 0n,
  feeGrowthGlobalBX64: 0n,
  ticks: [],
});

const range = fc
  .tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 30 }))
  .map(([lo, width]) => [lo * 60, (lo + width) * 60] as const);

type Op =
  { kind: 'swap'; aToB: boolean; amount: bigint; exactIn: boolean } | { kind: 'collect'; who: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('swap' as const),
    aToB: fc.boolean(),
    amount: fc.bigInt(1n, 10n ** 10n),
    exactIn: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('collect' as const), who: fc.nat(3) }),
);

describe('swap step (reference invariants)', () => {
  it('uses at most the remaining amount, all of it short of the target, and stays between the prices', () => {
    fc.assert(
      fc.property(
        fc.bigInt(MIN_SQRT_PRICE_X64, MAX_SQRT_PRICE_X64 - 1n),
        fc.bigInt(MIN_SQRT_PRICE_X64, MAX_SQRT_PRICE_X64 - 1n),
        fc.bigInt(1n, 2n ** 32n),
        fc.bigInt(1n, 2n ** 64n - 1n),
        fc.bigInt(1n, FEE_RATE_DENOMINATOR / 2n),
        fc.boolean(),
        (current, target, liquidity, remaining, fee, exactIn) => {
          fc.pre(current !== target);
          const aToB = current > target;
          const s = computeSwapStep(current, target, liquidity, remaining, fee, exactIn, aToB);
          const used = exactIn ? s.amountIn + s.feeAmount : s.amountOut;
          if (s.sqrtPriceNextX64 !== target) expect(used).toBe(remaining);
          else expect(used <= remaining).toBe(true);
          const [lo, hi] = current < target ? [current, target] : [target, current];
          expect(s.sqrtPriceNextX64 >= lo && s.sqrtPriceNextX64 <= hi).toBe(true);
        },
      ),
    );
  });
});

describe('concentrated-liquidity pool (property)', () => {
  it('vaults always cover what positions take back; fees owed never exceed fees paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.array(fc.tuple(range, fc.bigInt(10n ** 6n, 10n ** 12n)), { minLength: 1, maxLength: 4 }),
        fc.array(op, { maxLength: 25 }),
        (startTick, opens, ops) => {
          let pool = fresh(startTick);
          let vaultA = 0n;
          let vaultB = 0n;
          let feesA = 0n;
          let feesB = 0n;
          let collectedA = 0n;
          let collectedB = 0n;
          const positions: ClmmPosition[] = [];
          for (const [[lo, hi], liquidity] of opens) {
            const r = modifyPosition(pool, emptyPosition(lo, hi), liquidity);
            pool = r.state;
            positions.push(r.position);
            vaultA += r.amountA;
            vaultB += r.amountB;
          }
          const collect = (i: number) => {
            const p = positions[i];
            if (!p) return;
            const c = accrueFees(pool, p);
            collectedA += c.tokensOwedA;
            collectedB += c.tokensOwedB;
            vaultA -= c.tokensOwedA;
            vaultB -= c.tokensOwedB;
            positions[i] = { ...c, tokensOwedA: 0n, tokensOwedB: 0n };
          };
          for (const o of ops) {
            if (o.kind === 'collect') {
              collect(o.who);
              continue;
            }
            const r = swap(pool, o.aToB, o.amount, o.exactIn);
            if (!r.complete) continue;
            pool = r.state;
            if (o.aToB)
              [vaultA, vaultB, feesA] = [vaultA + r.amountIn, vaultB - r.amountOut, feesA + r.feeAmount];
            else [vaultB, vaultA, feesB] = [vaultB + r.amountIn, vaultA - r.amountOut, feesB + r.feeAmount];
            expect(vaultA >= 0n && vaultB >= 0n).toBe(true);
          }
          positions.forEach((p, i) => {
            const r = modifyPosition(pool, p, -p.liquidity);
            pool = r.state;
            positions[i] = r.position;
            vaultA -= r.amountA;
            vaultB -= r.amountB;
            collect(i);
          });
          expect(vaultA >= 0n && vaultB >= 0n).toBe(true);
          expect(collectedA <= feesA && collectedB <= feesB).toBe(true);
          expect(pool.liquidity).toBe(0n);
          expect(pool.ticks).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a swap there and back never returns more than went in; exact-out and exact-in agree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(range, fc.bigInt(10n ** 8n, 10n ** 12n)), { minLength: 1, maxLength: 4 }),
        fc.bigInt(1n, 10n ** 9n),
        fc.boolean(),
        (opens, amount, aToB) => {
          let pool = fresh(0);
          for (const [[lo, hi], l] of opens) pool = modifyPosition(pool, emptyPosition(lo, hi), l).state;
          const there = swap(pool, aToB, amount, true);
          fc.pre(there.complete && there.amountOut > 0n);
          const back = swap(there.state, !aToB, there.amountOut, true);
          if (back.complete) expect(back.amountOut <= amount).toBe(true);
          const exactOut = swap(pool, aToB, there.amountOut, false);
          expect(exactOut.complete).toBe(true);
          expect(exactOut.amountIn <= amount).toBe(true);
          const check = swap(pool, aToB, exactOut.amountIn, true);
          expect(check.amountOut >= there.amountOut).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('splits a swap fee between two in-range positions by liquidity', () => {
    let pool = fresh(0, 25, 60);
    const a = modifyPosition(pool, emptyPosition(-600, 600), 3_000_000_000n);
    pool = a.state;
    const b = modifyPosition(pool, emptyPosition(-1200, 1200), 1_000_000_000n);
    pool = b.state;
    const r = swap(pool, true, 1_000_000n, true);
    expect(r.crossed).toEqual([]);
    const feeA = accrueFees(r.state, a.position).tokensOwedA;
    const feeB = accrueFees(r.state, b.position).tokensOwedA;
    expect(r.feeAmount).toBe(2500n);
    expect(feeA + feeB <= r.feeAmount).toBe(true);
    expect(r.feeAmount - feeA - feeB <= 2n).toBe(true);
    expect(feeA).toBe(1874n);
    expect(feeB).toBe(624n);
  });
});
