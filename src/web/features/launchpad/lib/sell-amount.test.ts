import { describe, expect, it } from 'vitest';
import { exceedsBalance, shareOf } from './sell-amount';

describe('sell amount from the wallet balance', () => {
  it('takes a share of the balance, rounded down to 6 decimals', () => {
    expect(shareOf('1000', 25)).toBe('250');
    expect(shareOf('1,234.567891', 50)).toBe('617.283945');
    expect(shareOf('0.000003', 50)).toBe('0.000001');
    expect(shareOf('42.5', 100)).toBe('42.5');
  });

  it('blocks only an amount above a known balance', () => {
    expect(exceedsBalance('100.000001', '100')).toBe(true);
    expect(exceedsBalance('1,000', '999.999999')).toBe(true);
    expect(exceedsBalance('100', '100')).toBe(false);
    expect(exceedsBalance('100', null)).toBe(false);
    expect(exceedsBalance('abc', '1')).toBe(false);
    // A buy's SOL, at 9 decimals.
    expect(exceedsBalance('1.000000001', '1', 9)).toBe(true);
    expect(exceedsBalance('0.999999999', '1', 9)).toBe(false);
  });
});
