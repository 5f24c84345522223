import { describe, expect, it } from 'vitest';
import { buildCandles } from './candles';

describe('candles from sampled mid prices', () => {
  it('opens each candle at the previous close and ends at the last point', () => {
    const candles = buildCandles(
      [
        { time: 60, price: 150 },
        { time: 90, price: 149.9 },
        { time: 130, price: 149.93 },
      ],
      [{ time: 95, volume: 2 }],
      60,
      150.1,
    );
    expect(candles).toEqual([
      { time: 60, open: 150.1, high: 150.1, low: 149.9, close: 149.9, volume: 2 },
      { time: 120, open: 149.9, high: 149.93, low: 149.9, close: 149.93, volume: 0 },
    ]);
  });

  it('keeps the volume of a bucket without a sample at the price that stood then', () => {
    const candles = buildCandles(
      [
        { time: 0, price: 10 },
        { time: 300, price: 11 },
      ],
      [{ time: 130, volume: 5 }],
      60,
    );
    expect(candles.map((c) => [c.time, c.close, c.volume])).toEqual([
      [0, 10, 0],
      [120, 10, 5],
      [300, 11, 0],
    ]);
  });
});
