import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentagesSumTo100, remainderRule, splitAmounts, splitRemainder } from './batch-split';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('splitAmounts', () => {
  it('equal: sums exactly to the total; the first `remainder` recipients get one more base unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 1, max: 1000 }),
        (total, n) => {
          const amounts = splitAmounts({ type: 'equal', totalBaseUnits: total, recipients: n });
          expect(amounts).toHaveLength(n);
          expect(sum(amounts)).toBe(total);
          const r = splitRemainder({ type: 'equal', totalBaseUnits: total, recipients: n });
          const base = total / BigInt(n);
          amounts.forEach((a, i) => expect(a).toBe(base + (i < r ? 1n : 0n)));
        },
      ),
    );
  });

  it('percentage: sums exactly to the total for any percentages adding up to 100', () => {
    const percents = fc
      .array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 200 })
      .map((weights) => {
        // integer millionths of a percent that add up to exactly 100%
        const scale = 100_000_000;
        const total = weights.reduce((a, b) => a + b, 0);
        const parts = weights.map((w) => Math.floor((w * scale) / total));
        parts[0] = (parts[0] ?? 0) + scale - parts.reduce((a, b) => a + b, 0);
        return parts.map((p) => (p / 1_000_000).toFixed(6));
      });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 64n) - 1n }), percents, (total, ps) => {
        expect(percentagesSumTo100(ps)).toBe(true);
        const amounts = splitAmounts({
          type: 'percentage',
          totalBaseUnits: total,
          recipients: ps,
          percentages: ps,
        });
        expect(sum(amounts)).toBe(total);
        expect(
          splitRemainder({ type: 'percentage', totalBaseUnits: total, recipients: ps, percentages: ps }),
        ).toBeLessThan(ps.length);
      }),
    );
  });

  it('custom: the given amounts, whose sum is the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 18n }), { minLength: 1, maxLength: 100 }),
        (custom) => {
          const amounts = splitAmounts({
            type: 'custom',
            totalBaseUnits: 0n,
            recipients: custom,
            customBaseUnits: custom,
          });
          expect(amounts).toEqual(custom);
          expect(sum(amounts)).toBe(sum(custom));
        },
      ),
    );
  });

  it('refuses percentages that do not add up to 100', () => {
    expect(percentagesSumTo100(['50', '49.999999999'])).toBe(false);
    expect(() =>
      splitAmounts({ type: 'percentage', totalBaseUnits: 10n, recipients: 2, percentages: ['50', '40'] }),
    ).toThrow();
  });

  it('states the remainder rule', () => {
    expect(remainderRule('equal', 1, 6, 'AIR')).toBe(
      'The total is divided equally, rounded down to whole base units; the 1 base unit left over goes one each (0.000001 AIR) to the first 1 recipient in list order, so the amounts add up to the total exactly.',
    );
    expect(remainderRule('equal', 0, 6, 'AIR')).toContain('divides exactly');
  });
});
