import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SQRT_PRICE_X64,
  MAX_TICK,
  MIN_SQRT_PRICE_X64,
  MIN_TICK,
  sqrtPriceAtTick,
  tickAtSqrtPrice,
} from './tick-math';

describe('tick math (Raydium bounds)', () => {
  it('hits the reference bounds exactly at the extreme ticks', () => {
    expect(sqrtPriceAtTick(MIN_TICK)).toBe(MIN_SQRT_PRICE_X64);
    expect(sqrtPriceAtTick(MAX_TICK)).toBe(MAX_SQRT_PRICE_X64);
    expect(tickAtSqrtPrice(MIN_SQRT_PRICE_X64)).toBe(MIN_TICK);
    expect(tickAtSqrtPrice(MAX_SQRT_PRICE_X64 - 1n)).toBe(MAX_TICK - 1);
    expect(sqrtPriceAtTick(0)).toBe(1n << 64n);
    expect(() => sqrtPriceAtTick(MAX_TICK + 1)).toThrow();
    expect(() => tickAtSqrtPrice(MAX_SQRT_PRICE_X64)).toThrow();
  });

  it('rounds down like the reference around ±28861', () => {
    for (const t of [-28861, 28861]) {
      const p = sqrtPriceAtTick(t);
      expect(tickAtSqrtPrice(p)).toBe(t);
      expect(tickAtSqrtPrice(p + 1n)).toBe(t);
      expect(tickAtSqrtPrice(p - 1n)).toBe(t - 1);
      expect(tickAtSqrtPrice(sqrtPriceAtTick(t + 1) - 1n)).toBe(t);
    }
  });

  it('price is 1.0001^tick to float precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (t) => {
        const price = (Number(sqrtPriceAtTick(t)) / 2 ** 64) ** 2;
        expect(Math.abs(price / 1.0001 ** t - 1)).toBeLessThan(1e-9);
      }),
    );
  });

  it('tick → sqrt price → tick round-trips and is strictly monotone', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_TICK + 1, max: MAX_TICK - 1 }), (t) => {
        const p = sqrtPriceAtTick(t);
        expect(tickAtSqrtPrice(p)).toBe(t);
        expect(sqrtPriceAtTick(t - 1)).toBeLessThan(p);
        expect(p).toBeLessThan(sqrtPriceAtTick(t + 1));
      }),
    );
  });

  it('sqrt price → tick gives the greatest tick at or below it', () => {
    fc.assert(
      fc.property(fc.bigInt(MIN_SQRT_PRICE_X64, MAX_SQRT_PRICE_X64 - 1n), (p) => {
        const t = tickAtSqrtPrice(p);
        expect(sqrtPriceAtTick(t) <= p).toBe(true);
        expect(p < sqrtPriceAtTick(t + 1)).toBe(true);
      }),
    );
  });
});
