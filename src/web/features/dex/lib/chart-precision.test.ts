import { describe, expect, it } from 'vitest';
import { pricePrecision } from './chart-precision';

describe('pricePrecision', () => {
  it('keeps cents for large prices and more digits for tiny ones', () => {
    expect(pricePrecision(150).precision).toBe(2);
    expect(pricePrecision(0.5).precision).toBe(5);
    expect(pricePrecision(0.00002).precision).toBe(9);
    expect(pricePrecision(undefined)).toEqual({ precision: 2, minMove: 0.01 });
  });
});
