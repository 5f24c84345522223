import { describe, expect, it } from 'vitest';
import { detectLiquidityChange, LIQUIDITY_RULES } from './liquidity';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const pair = { a: 'CAT', b: 'SOL' };

describe('liquidity-change alert from reserve samples', () => {
  it('a withdrawal of half the pool is critical, a fifth is a warning, less is nothing', () => {
    const samples = [{ at: at(0), a: 1_000, b: 10 }];
    const half = detectLiquidityChange('CAT', samples, { a: 500, b: 5 }, '1h', pair, at(5));
    expect(half).toMatchObject({ type: 'liquidity_change', severity: 'critical' });
    expect(half?.message).toBe('CAT pool liquidity fell 50.0% within 1h: 1,000 → 500 CAT, 10 → 5 SOL');
    const fifth = detectLiquidityChange('CAT', samples, { a: 780, b: 7.8 }, '1h', pair, at(5));
    expect(fifth).toMatchObject({ severity: 'warning' });
    expect(fifth?.message).toContain('fell 22.0%');
    const small = 1 - LIQUIDITY_RULES.change / 2;
    expect(detectLiquidityChange('CAT', samples, { a: 1_000 * small, b: 10 * small }, '1h', pair)).toBeNull();
  });

  it('a swap moves the reserves but not the depth, so it raises nothing; a deposit rises', () => {
    const samples = [{ at: at(0), a: 1_000, b: 10 }];
    // The same k after a buy of CAT with SOL (fees aside).
    expect(detectLiquidityChange('CAT', samples, { a: 500, b: 20 }, '1h', pair)).toBeNull();
    const deposit = detectLiquidityChange('CAT', samples, { a: 2_000, b: 20 }, '1h', pair);
    expect(deposit?.message).toContain('rose 100.0%');
  });

  it('the sample furthest from now is the base; no samples, no alert', () => {
    const samples = [
      { at: at(0), a: 1_000, b: 10 },
      { at: at(10), a: 3_000, b: 30 },
    ];
    const alert = detectLiquidityChange('CAT', samples, { a: 1_000, b: 10 }, '4h', pair, at(20));
    expect(alert?.id).toBe(`liquidity_change:${at(10).getTime()}`);
    expect(alert?.message).toContain('fell 66.7%');
    expect(detectLiquidityChange('CAT', [], { a: 1, b: 1 }, '1h', pair)).toBeNull();
  });
});
