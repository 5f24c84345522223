import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINIMUM_LIQUIDITY,
  getAmountIn,
  getAmountOut,
  initialLiquidity,
  keepsInvariant,
  proportionalDeposit,
  withdrawal,
} from './amm';

type Action =
  | { kind: 'swap'; aToB: boolean; amount: bigint }
  | { kind: 'add'; a: bigint; b: bigint }
  | { kind: 'remove'; share: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('swap' as const), aToB: fc.boolean(), amount: fc.bigInt(1n, 10n ** 12n) }),
  fc.record({
    kind: fc.constant('add' as const),
    a: fc.bigInt(1n, 10n ** 12n),
    b: fc.bigInt(1n, 10n ** 12n),
  }),
  fc.record({ kind: fc.constant('remove' as const), share: fc.integer({ min: 1, max: 100 }) }),
);

describe('constant-product pool (property)', () => {
  it('k never decreases per unit of LP, vaults always cover the records, quotes equal executions', () => {
    fc.assert(
      fc.property(
        fc.bigInt(10n ** 6n, 10n ** 13n),
        fc.bigInt(10n ** 6n, 10n ** 13n),
        fc.constantFrom(1, 25, 100),
        fc.array(action, { maxLength: 40 }),
        (a0, b0, fee, actions) => {
          let x = a0;
          let y = b0;
          let supply = initialLiquidity(a0, b0);
          let holder = supply - MINIMUM_LIQUIDITY; // LP held by the one provider; the rest is locked
          // Value per LP unit, sqrt(k)/supply, must never go down (fees only add to it): compare k/supply² exactly.
          let prev = { k: x * y, s: supply };
          for (const act of actions) {
            if (act.kind === 'swap') {
              const [rin, rout] = act.aToB ? [x, y] : [y, x];
              const quoted = getAmountOut(act.amount, rin, rout, fee);
              if (quoted === 0n) continue;
              expect(keepsInvariant(rin, rout, act.amount, quoted, fee)).toBe(true);
              expect(keepsInvariant(rin, rout, act.amount, quoted + 1n, fee)).toBe(false);
              const kBefore = x * y;
              if (act.aToB) [x, y] = [x + act.amount, y - quoted];
              else [x, y] = [x - quoted, y + act.amount];
              expect(x * y >= kBefore).toBe(true);
            } else if (act.kind === 'add') {
              const d = proportionalDeposit(act.a, act.b, x, y, supply);
              expect(d.amountA <= act.a && d.amountB <= act.b).toBe(true);
              [x, y, supply, holder] = [
                x + d.amountA,
                y + d.amountB,
                supply + d.liquidity,
                holder + d.liquidity,
              ];
            } else {
              const lp = (holder * BigInt(act.share)) / 100n;
              const w = withdrawal(lp, x, y, supply);
              [x, y, supply, holder] = [x - w.amountA, y - w.amountB, supply - lp, holder - lp];
            }
            expect(x > 0n && y > 0n).toBe(true);
            // What all LP holders could withdraw never exceeds the vaults.
            const all = withdrawal(supply, x, y, supply);
            expect(all.amountA <= x && all.amountB <= y).toBe(true);
            expect(x * y * prev.s * prev.s >= prev.k * supply * supply).toBe(true);
            prev = { k: x * y, s: supply };
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('getAmountIn is the least input that buys the output', () => {
    fc.assert(
      fc.property(
        fc.bigInt(10n ** 6n, 10n ** 12n),
        fc.bigInt(10n ** 6n, 10n ** 12n),
        fc.bigInt(1n, 10n ** 5n),
        (x, y, out) => {
          const need = getAmountIn(out, x, y, 25);
          if (need === null) return;
          expect(getAmountOut(need, x, y, 25) >= out).toBe(true);
          expect(getAmountOut(need - 1n, x, y, 25) < out || need === 1n).toBe(true);
        },
      ),
    );
  });

  it('a swap of 10 SOL into a 20,000 SOL / 3,000,000 USDC pool moves the price under 1%', () => {
    const x = 20_000n * 10n ** 9n;
    const y = 3_000_000n * 10n ** 6n;
    const out = getAmountOut(10n * 10n ** 9n, x, y, 25);
    const after = Number(y - out) / Number(x + 10n * 10n ** 9n);
    expect(1 - after / (Number(y) / Number(x))).toBeLessThan(0.01);
  });
});
