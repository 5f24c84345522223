import { describe, expect, it } from 'vitest';
import {
  plural,
  formatShare,
  formatAmount,
  formatAmountInput,
  formatCompactUsd,
  formatInteger,
  formatLamports,
  formatNumber,
  formatPercent,
  formatUsd,
  shortAddress,
  stripCommas,
} from './format';

describe('number formatting', () => {
  it('formats lamports as SOL without floating point', () => {
    expect(formatLamports('1234500000000')).toBe('1,234.5 SOL');
    expect(formatLamports('5040')).toBe('0.00000504 SOL');
    expect(formatLamports('10000')).toBe('0.00001 SOL');
    expect(formatLamports('2039280')).toBe('0.00203928 SOL');
    expect(formatLamports('104000', 6)).toBe('0.000104 SOL');
    expect(formatLamports('x')).toBe('—');
  });

  it('groups thousands', () => {
    expect(formatInteger(1_000_000_000)).toBe('1,000,000,000');
    expect(formatNumber(1847)).toBe('1,847');
    expect(formatNumber(12.3456)).toBe('12.35');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it('formats token amounts up to the token decimals', () => {
    expect(formatAmount(1234.5678, 2)).toBe('1,234.57');
    expect(formatAmount('1,000.000000001', 9)).toBe('1,000.000000001');
    expect(formatAmount('abc')).toBe('—');
  });

  it('formats money and percentages', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCompactUsd(2_400_000)).toBe('$2.4M');
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});

describe('formatAmountInput', () => {
  it('adds separators while typing and keeps decimals', () => {
    expect(formatAmountInput('1000000')).toBe('1,000,000');
    expect(formatAmountInput('1,234567.50')).toBe('1,234,567.50');
    expect(formatAmountInput('12.')).toBe('12.');
    expect(formatAmountInput('00012a3')).toBe('123');
    expect(stripCommas('1,000,000')).toBe('1000000');
  });
});

describe('shortAddress', () => {
  const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
  it('shows 4 leading and 4 trailing characters by default', () => {
    expect(shortAddress(address)).toBe('7xKX...gAsU');
    expect(shortAddress(address, 8, 4)).toBe('7xKXtg2C...gAsU');
    expect(shortAddress('short')).toBe('short');
  });
});

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'wallet')).toBe('1 wallet');
    expect(plural(0, 'wallet')).toBe('0 wallets');
    expect(plural(1000, 'recipient')).toBe('1,000 recipients');
    expect(plural(2, 'address', 'addresses')).toBe('2 addresses');
  });
});

describe('formatShare', () => {
  it('keeps the digits of a small pool share', () => {
    expect(formatShare(0.005)).toBe('0.005%');
    expect(formatShare(12.5)).toBe('12.5%');
    expect(formatShare(0.00001)).toBe('< 0.0001%');
  });
});
