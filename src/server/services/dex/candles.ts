import type { Candle } from '@shared/schemas/dex';

export interface PricePoint {
  /** Unix seconds. */
  time: number;
  price: number;
}

export interface VolumePoint {
  time: number;
  volume: number;
}

/**
 * Candles of a pool's sampled mid prices: each opens at the previous close (or `before`, the last price
 * ahead of the window), so consecutive candles join; volume is summed from the trades in each bucket.
 * The caller appends the current mid price as the last point, so the last close is the header's price.
 */
export function buildCandles(
  points: readonly PricePoint[],
  volumes: readonly VolumePoint[],
  step: number,
  before?: number,
): Candle[] {
  const candles: Candle[] = [];
  let previous = before;
  for (const { time, price } of points) {
    const bucket = Math.floor(time / step) * step;
    const last = candles[candles.length - 1];
    if (last && last.time === bucket) {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
    } else {
      const open = previous ?? price;
      candles.push({
        time: bucket,
        open,
        high: Math.max(open, price),
        low: Math.min(open, price),
        close: price,
        volume: 0,
      });
    }
    previous = price;
  }
  const byTime = new Map(candles.map((c) => [c.time, c]));
  for (const v of volumes) {
    const bucket = Math.floor(v.time / step) * step;
    let candle = byTime.get(bucket);
    if (!candle) {
      // A trade whose price sample landed in a later bucket: the price stood at the earlier close.
      const close = [...candles].reverse().find((c) => c.time < bucket)?.close ?? before;
      if (close === undefined) continue;
      candle = { time: bucket, open: close, high: close, low: close, close, volume: 0 };
      byTime.set(bucket, candle);
      candles.push(candle);
    }
    candle.volume += v.volume;
  }
  return candles.sort((a, b) => a.time - b.time);
}
