import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accruedRewardUnits, estimatedReward, stakingClock } from './staking';

const { dayMs, yearMs } = stakingClock(86_400_000);

describe('staking accrual', () => {
  it('pays amount × APR × t / year to the unit, and nothing past the lock', () => {
    const amount = 1_000n * 10n ** 9n;
    expect(accruedRewardUnits(amount, 1200, yearMs, 365 * dayMs, yearMs)).toBe(120n * 10n ** 9n);
    expect(accruedRewardUnits(amount, 1200, 1000, 90 * dayMs, yearMs)).toBe(
      (amount * 1200n * 1000n) / (10_000n * BigInt(yearMs)),
    );
    expect(accruedRewardUnits(amount, 500, 100 * dayMs, 30 * dayMs, yearMs)).toBe(
      accruedRewardUnits(amount, 500, 30 * dayMs, 30 * dayMs, yearMs),
    );
    expect(accruedRewardUnits(amount, 500, -5, 30 * dayMs, yearMs)).toBe(0n);
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n }), fc.nat(10 ** 9), fc.nat(10 ** 9), (a, t1, t2) => {
        const [lo, hi] = t1 < t2 ? [t1, t2] : [t2, t1];
        const lock = 365 * dayMs;
        return accruedRewardUnits(a, 2500, lo, lock, yearMs) <= accruedRewardUnits(a, 2500, hi, lock, yearMs);
      }),
    );
  });

  it('estimates with the chosen pool APR prorated over 365 days', () => {
    expect(estimatedReward(1000, 18, 180)).toBeCloseTo(88.767, 3);
  });
});
