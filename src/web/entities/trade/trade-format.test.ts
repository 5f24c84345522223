import { describe, expect, it } from 'vitest';
import {
  formatApr,
  formatBase,
  formatImpact,
  formatPrice,
  formatUi,
  hasLamports,
  maxSpendable,
} from './trade-format';

describe('trade formatting', () => {
  it('groups and truncates decimal strings without floating point', () => {
    expect(formatUi('1234567.123456789', 6)).toBe('1,234,567.123456');
    expect(formatUi('12.5000')).toBe('12.5');
    expect(formatUi('0')).toBe('0');
  });

  it('keeps the first significant digits of tiny amounts', () => {
    expect(formatUi('0.00000002345678')).toBe('0.0₇2345');
  });

  it('formats base units with the token decimals', () => {
    expect(formatBase('1500000', 6)).toBe('1.5');
    expect(formatBase('not-a-number', 6)).toBe('—');
  });

  it('prints prices without exponent notation', () => {
    expect(formatPrice(150.123456)).toBe('150.1235');
    expect(formatPrice(0.00002)).toBe('0.0₄2');
    expect(formatPrice(12345.678)).toBe('12,345.68');
  });

  it('tells which lamport amounts are worth a line', () => {
    expect(hasLamports('2039280')).toBe(true);
    expect(hasLamports('0')).toBe(false);
    expect(hasLamports(null)).toBe(false);
    expect(hasLamports('n/a')).toBe(false);
  });

  it('prints APR with two decimals and a floor for tiny positive values', () => {
    expect(formatApr(0.004)).toBe('<0.01%');
    expect(formatApr(0)).toBe('0%');
    expect(formatApr(0.01)).toBe('0.01%');
    expect(formatApr(12.345)).toBe('12.35%');
  });

  it('prints price impact with two decimals and a floor', () => {
    expect(formatImpact(0.0049)).toBe('<0.01%');
    expect(formatImpact(1.234)).toBe('1.23%');
    expect(formatImpact(0)).toBe('0.00%');
  });

  it('keeps a SOL reserve for fees on Max', () => {
    expect(maxSpendable('10', true, 9)).toBe('9.99');
    expect(maxSpendable('0.005', true, 9)).toBe('0');
    expect(maxSpendable('42.5', false, 6)).toBe('42.5');
  });
});
