import { describe, expect, it } from 'vitest';
import { SOLX_ALLOCATIONS, allocationUnits, SOLX_SUPPLY_UNITS } from '../schemas/solx';
import { fullyVestedMonth, MONTH_MS, unlockedPpm, unlockedUnits } from './vesting';

const rule = (id: string) => {
  const found = SOLX_ALLOCATIONS.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return found.rule;
};

describe('SOLX vesting rules', () => {
  it('allocates exactly the whole supply across the eight categories', () => {
    const sum = SOLX_ALLOCATIONS.reduce((s, a) => s + allocationUnits(a.percent), 0n);
    expect(sum).toBe(SOLX_SUPPLY_UNITS);
    expect(SOLX_ALLOCATIONS).toHaveLength(8);
  });

  it('unlocks the public launch at once and the staking rewards linearly over 48 months', () => {
    expect(unlockedPpm(rule('public'), 0)).toBe(1_000_000n);
    expect(unlockedPpm(rule('staking'), 0)).toBe(0n);
    expect(unlockedPpm(rule('staking'), 12)).toBe(250_000n);
    expect(unlockedPpm(rule('staking'), 60)).toBe(1_000_000n);
  });

  it('holds the team allocation until the 12-month cliff, then releases it over 36 months', () => {
    expect(unlockedPpm(rule('team'), 11.99)).toBe(0n);
    expect(unlockedPpm(rule('team'), 12)).toBe(0n);
    expect(unlockedPpm(rule('team'), 30)).toBe(500_000n);
    expect(unlockedPpm(rule('team'), 48)).toBe(1_000_000n);
  });

  it('releases the liquidity reserve whole at 12 months and partners after a 6-month cliff', () => {
    expect(unlockedPpm(rule('liquidity'), 11)).toBe(0n);
    expect(unlockedPpm(rule('liquidity'), 12)).toBe(1_000_000n);
    expect(unlockedPpm(rule('partners'), 18)).toBe(500_000n);
  });

  it('computes unlocked base units from the elapsed time and ends at month 48', () => {
    const tge = new Date('2026-01-01T00:00:00Z');
    const at = new Date(tge.getTime() + 24 * MONTH_MS);
    expect(unlockedUnits(1000n, rule('airdrops'), tge, at)).toBe(1000n);
    expect(unlockedUnits(1000n, rule('ecosystem'), tge, at)).toBe(666n);
    expect(unlockedUnits(1000n, rule('ecosystem'), tge, new Date(tge.getTime() - 1))).toBe(0n);
    expect(fullyVestedMonth(SOLX_ALLOCATIONS.map((a) => a.rule))).toBe(48);
  });
});
