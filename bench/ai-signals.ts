import { INDICATORS } from '../src/shared/schemas/ai-signals';
import type { Candle } from '../src/shared/schemas/dex';
import { evaluate } from '../src/server/services/ai-signals/evaluate';

const CANDLES = 10_000;
const TARGET_MS = 250;

/** A seeded random walk with a volume per candle, so every run measures the same series. */
function walk(count: number, seed: number): Candle[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000;
  };
  const candles: Candle[] = [];
  let close = 1;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = Math.max(1e-9, open * (1 + (next() - 0.5) * 0.02));
    const wick = Math.abs(close - open) * next();
    candles.push({
      time: i * 60,
      open,
      high: Math.max(open, close) + wick,
      low: Math.max(1e-9, Math.min(open, close) - wick),
      close,
      volume: 100 + next() * 900,
    });
  }
  return candles;
}

/** AI signals: all ten indicators (trading-signals) and the vote over 10,000 candles, best of 3. */
export function aiSignalsBench(): Promise<boolean> {
  const candles = walk(CANDLES, 42);
  let signal = '';
  const runs = [0, 1, 2].map(() => {
    const start = performance.now();
    signal = evaluate(candles, INDICATORS, 'medium').signal;
    return performance.now() - start;
  });
  const best = Math.min(...runs);
  console.log(
    `indicators (${INDICATORS.length}) over ${CANDLES} candles: ${best.toFixed(1)} ms (signal ${signal}), goal ≤ ${TARGET_MS} ms`,
  );
  return Promise.resolve(best <= TARGET_MS);
}
