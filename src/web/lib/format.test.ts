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
  formatBase,
  formatCompact,
  formatFixed,
  formatImpact,
  formatPrice,
  formatPriceInSol,
  formatSol,
  formatTokenAmount,
  formatUi,
  formatUsdPrice,
  formatUsdValue,
  shortAddress,
  subscriptZeros,
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
    expect(formatCompactUsd(223.5)).toBe('$223.50');
    expect(formatCompactUsd(75)).toBe('$75');
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('writes a loss that rounds to zero as $0.00, not -$0.00 (issue 29)', () => {
    expect(formatUsd(-0.004)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.005)).toBe('-$0.01');
    expect(formatUsd(-0.00004, 4)).toBe('$0.00');
    expect(formatUsd(-1.5)).toBe('-$1.50');
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

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const fromSubscript = (text: string) =>
  text.replace(/0\.0([₀-₉]+)/, (_, sub: string) => {
    const zeros = Number([...sub].map((c) => SUBSCRIPT.indexOf(c)).join(''));
    return `0.${'0'.repeat(zeros)}`;
  });

describe('prices (issue 29 item 6)', () => {
  it('writes small prices with subscript zeros, as DEX screeners do', () => {
    expect(formatPrice(0.00000002889)).toBe('0.0₇2889');
    expect(formatPriceInSol(2.889e-8)).toBe('0.0₇2889 SOL');
    expect(formatPrice(0.00002)).toBe('0.0₄2');
    expect(formatPrice(0.0001234)).toBe('0.0001234');
    expect(formatPrice(1.5e-15)).toBe('0.0₁₄15');
    expect(formatPrice(-0.00000002889)).toBe('-0.0₇2889');
  });

  it('keeps separators and few fraction digits for big prices', () => {
    expect(formatPrice(150.123456)).toBe('150.1235');
    expect(formatPrice(12345.678)).toBe('12,345.68');
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(Number.NaN)).toBe('—');
  });

  const samples = [
    0, 1, -1, 0.5, 2.889e-8, -3.1e-12, 1e-30, 5e-324, 123.456, 99999.999, 1e21, -4.2e25, 1.7976931348623157e308,
    ...Array.from({ length: 200 }, (_, i) => Math.sign(Math.sin(i)) * Math.abs(Math.sin(i * 7.3)) * 10 ** ((i % 60) - 30)),
  ];

  it('never uses exponent notation, for any magnitude or sign', () => {
    for (const v of samples) {
      for (const text of [formatPrice(v), formatUsdPrice(v), formatUsdValue(v), formatTokenAmount(v), formatSol(v)]) {
        expect(text, String(v)).not.toMatch(/e[+-]/i);
      }
    }
  });

  it('keeps four significant digits of small numbers, and the subscript counts the zeros', () => {
    for (const v of samples.filter((x) => x !== 0 && Math.abs(x) < 1)) {
      const text = formatPrice(v);
      const back = Number(fromSubscript(text));
      expect(Math.abs(back - v), `${v} → ${text}`).toBeLessThanOrEqual(Math.abs(v) * 5e-4);
      const zeros = -Math.floor(Math.log10(Math.abs(back))) - 1;
      if (zeros >= 4) expect(text, String(v)).toContain(`0.0${String(zeros).replace(/\d/g, (d) => SUBSCRIPT[Number(d)] ?? d)}`);
      else expect(text).not.toMatch(/[₀-₉]/);
    }
  });

  it('subscripts only runs of four or more zeros', () => {
    expect(subscriptZeros('0.000123')).toBe('0.000123');
    expect(subscriptZeros('0.0000123')).toBe('0.0₄123');
    expect(subscriptZeros('1.00000001')).toBe('1.00000001');
  });
});

describe('amounts and USD (issue 29 item 6)', () => {
  it('groups big amounts and keeps sensible fraction digits', () => {
    expect(formatTokenAmount(249433.271748)).toBe('249,433.27');
    expect(formatTokenAmount('249433.271748')).toBe('249,433.27');
    expect(formatTokenAmount('12.345678')).toBe('12.3456');
    expect(formatTokenAmount('0.000000012345')).toBe('0.0₇1234');
    expect(formatTokenAmount(12.3456789)).toBe('12.3457');
    expect(formatTokenAmount(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatSol('1.5')).toBe('1.5 SOL');
    expect(formatSol(0.000001234)).toBe('0.0₅1234 SOL');
  });

  it('formats decimal strings without floating point', () => {
    expect(formatUi('1234567.123456789', 6)).toBe('1,234,567.123456');
    expect(formatUi('1234567.123456789')).toBe('1,234,567.12');
    expect(formatUi('12.123456789')).toBe('12.1234');
    expect(formatUi('0.00000002345678')).toBe('0.0₇2345');
    expect(formatUi('-1234.5')).toBe('-1,234.5');
    expect(formatUi('abc')).toBe('—');
    expect(formatBase('1500000', 6)).toBe('1.5');
    expect(formatBase('12', 9)).toBe('0.0₇12');
    expect(formatBase('x', 6)).toBe('—');
  });

  it('writes USD prices and figures', () => {
    expect(formatUsdPrice(0.0000041)).toBe('$0.0₅41');
    expect(formatUsdPrice(-0.0000041)).toBe('-$0.0₅41');
    expect(formatUsdPrice(1.23456)).toBe('$1.2346');
    expect(formatUsdPrice(0.5)).toBe('$0.50');
    expect(formatUsdPrice(43210.5)).toBe('$43,210.5');
    expect(formatUsdValue(4321.5)).toBe('$4,321.50');
    expect(formatUsdValue(2_400_000)).toBe('$2.4M');
    expect(formatUsdValue(-2_400_000)).toBe('-$2.4M');
    expect(formatUsdValue(0.000123)).toBe('$0.000123');
    expect(formatUsdValue(0)).toBe('$0.00');
  });

  it('formats fixed digits, impact and compact counts', () => {
    expect(formatFixed(1234.5, 2)).toBe('1,234.50');
    expect(formatImpact(0.0049)).toBe('<0.01%');
    expect(formatImpact(1.234)).toBe('1.23%');
    expect(formatCompact(2_400_000)).toBe('2.4M');
  });
});
