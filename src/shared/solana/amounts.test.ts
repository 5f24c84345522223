import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBaseUnits, parseUiAmount, withThousands } from './amounts';

describe('amounts', () => {
  it('parses decimal strings into base units exactly', () => {
    expect(parseUiAmount('1,234.5', 6)).toBe(1_234_500_000n);
    expect(parseUiAmount('0.000000001', 9)).toBe(1n);
    expect(parseUiAmount('1.5', 0)).toBeNull();
    expect(parseUiAmount('1e5', 9)).toBeNull();
  });
  it('formats with separators', () => {
    expect(withThousands('1234567.891')).toBe('1,234,567.891');
    expect(withThousands('999')).toBe('999');
  });
  it('round-trips any amount at any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          expect(parseUiAmount(formatBaseUnits(units, decimals), decimals)).toBe(units);
        },
      ),
    );
  });
});
