import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burnMessages, burnRequestSchema, burnUnitsFor } from './burn';

const MINT = 'So11111111111111111111111111111111111111112';
const issues = (body: unknown) => {
  const result = burnRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('burn request schema', () => {
  it('needs a confirmed burn with the spec’s message', () => {
    expect(issues({ tokenAddress: MINT, amount: 1 })).toEqual([burnMessages.confirmRequired]);
    expect(issues({ tokenAddress: MINT, amount: 1, confirmBurn: false })).toEqual([
      burnMessages.confirmRequired,
    ]);
  });

  it('requires a valid token address and a positive amount', () => {
    expect(issues({ tokenAddress: '', amount: 1, confirmBurn: true })).toEqual([burnMessages.tokenRequired]);
    expect(issues({ tokenAddress: 'abc', amount: 1, confirmBurn: true })).toEqual([
      burnMessages.tokenInvalid,
    ]);
    for (const amount of [0, -1, '0.000', 'abc', Number.NaN, '1e5']) {
      expect(issues({ tokenAddress: MINT, amount, confirmBurn: true })).toEqual([burnMessages.amountInvalid]);
    }
  });

  it('accepts numbers and decimal strings, defaulting method and reason', () => {
    const parsed = burnRequestSchema.parse({ tokenAddress: MINT, amount: 1e-7, confirmBurn: true });
    expect(parsed).toMatchObject({
      amount: '0.0000001',
      method: 'burn-instruction',
      reason: '',
      burnType: 'amount',
    });
    expect(burnRequestSchema.parse({ tokenAddress: MINT, amount: ' 12.50 ', confirmBurn: true }).amount).toBe(
      '12.50',
    );
    expect(issues({ tokenAddress: MINT, amount: 1, percentage: 101, confirmBurn: true })).toEqual([
      burnMessages.percentageRange,
    ]);
  });
});

describe('burnUnitsFor', () => {
  it('never burns more than the balance; 100% and all burn exactly the balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (balance, pct) => {
          const units = burnUnitsFor('percentage', balance, 0n, pct);
          expect(units >= 0n && units <= balance).toBe(true);
          expect(burnUnitsFor('percentage', balance, 0n, 100)).toBe(balance);
          expect(burnUnitsFor('all', balance, 5n, pct)).toBe(balance);
        },
      ),
    );
  });
});
