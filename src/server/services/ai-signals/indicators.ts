import { ADX, BollingerBands, EMA, MACD, OBV, RSI, SMA, StochasticOscillator } from 'trading-signals';
import type { Candle } from '@shared/schemas/dex';
import { INDICATOR_LABELS, type Indicator, type SignalFactor } from '@shared/schemas/ai-signals';
import { FIB_LEVELS, PERIODS, type Thresholds } from './thresholds';

const fmt = (v: number) => (Math.abs(v) >= 1 ? v.toFixed(2) : v.toPrecision(4));
const vote = (up: boolean, down: boolean) => (up ? 1 : down ? -1 : 0);
const factor = (indicator: Indicator, value: string, v: number, detail: string): SignalFactor => ({
  indicator,
  value,
  vote: v,
  detail,
});
const notReady = (indicator: Indicator, needs: number, have: number) =>
  factor(indicator, 'n/a', 0, `${INDICATOR_LABELS[indicator]} needs ${needs} candles, ${have} available`);

/** Feeds every candle to a library indicator and returns its last result (null until it is stable). */
function last<T>(candles: readonly Candle[], update: (c: Candle) => T | null): T | null {
  let result: T | null = null;
  for (const c of candles) result = update(c);
  return result;
}

/** Close above/below a moving average by more than the band. */
function maFactor(indicator: 'ema' | 'sma', average: number | null, close: number, t: Thresholds, n: number) {
  const period = indicator === 'ema' ? PERIODS.ema : PERIODS.sma;
  if (average === null || average <= 0) return notReady(indicator, period, n);
  const gap = close / average - 1;
  const label = `${INDICATOR_LABELS[indicator]} ${period}`;
  return factor(
    indicator,
    `${label} ${fmt(average)}`,
    vote(gap >= t.maBand, gap <= -t.maBand),
    `Close ${fmt(close)} is ${(gap * 100).toFixed(2)}% from the ${label} (band ±${t.maBand * 100}%)`,
  );
}

type Rule = (candles: readonly Candle[], t: Thresholds) => SignalFactor;

/** One rule per indicator: the library computes the value, the rule turns it into a vote. */
export const RULES: Record<Indicator, Rule> = {
  rsi(candles, t) {
    const rsi = new RSI(PERIODS.rsi);
    const value = last(candles, (c) => rsi.update(c.close, false));
    if (value === null) return notReady('rsi', PERIODS.rsi + 1, candles.length);
    const oversold = 100 - t.rsiOverbought;
    return factor(
      'rsi',
      `RSI ${value.toFixed(1)}`,
      vote(value <= oversold, value >= t.rsiOverbought),
      value >= t.rsiOverbought
        ? `Overbought (≥ ${t.rsiOverbought}): a pullback is more likely`
        : value <= oversold
          ? `Oversold (≤ ${oversold}): a rebound is more likely`
          : `Neutral between ${oversold} and ${t.rsiOverbought}`,
    );
  },
  macd(candles) {
    const { short, long, signal } = PERIODS.macd;
    const macd = new MACD(new EMA(short), new EMA(long), new EMA(signal));
    const value = last(candles, (c) => macd.update(c.close, false));
    if (value === null) return notReady('macd', long + signal - 1, candles.length);
    return factor(
      'macd',
      `MACD histogram ${fmt(value.histogram)}`,
      vote(value.histogram > 0, value.histogram < 0),
      `MACD ${fmt(value.macd)} is ${value.histogram >= 0 ? 'above' : 'below'} its signal line ${fmt(value.signal)}`,
    );
  },
  bb(candles) {
    const bb = new BollingerBands(PERIODS.bb.interval, PERIODS.bb.deviations);
    const value = last(candles, (c) => bb.update(c.close, false));
    if (value === null) return notReady('bb', PERIODS.bb.interval, candles.length);
    const close = candles[candles.length - 1]?.close ?? 0;
    return factor(
      'bb',
      `${fmt(value.lower)}–${fmt(value.upper)}`,
      vote(close <= value.lower, close >= value.upper),
      close >= value.upper
        ? 'Close at or above the upper band: stretched upwards'
        : close <= value.lower
          ? 'Close at or below the lower band: stretched downwards'
          : 'Close inside the bands',
    );
  },
  ema(candles, t) {
    const ema = new EMA(PERIODS.ema);
    const value = candles.length >= PERIODS.ema ? last(candles, (c) => ema.update(c.close, false)) : null;
    return maFactor('ema', value, candles[candles.length - 1]?.close ?? 0, t, candles.length);
  },
  sma(candles, t) {
    const sma = new SMA(PERIODS.sma);
    const value = last(candles, (c) => sma.update(c.close, false));
    return maFactor('sma', value, candles[candles.length - 1]?.close ?? 0, t, candles.length);
  },
  volume(candles, t) {
    const window = candles.slice(-PERIODS.volume - 1, -1);
    const current = candles[candles.length - 1];
    const average = window.reduce((s, c) => s + c.volume, 0) / Math.max(1, window.length);
    if (!current || window.length < PERIODS.volume || average <= 0)
      return notReady('volume', PERIODS.volume + 1, candles.length);
    const ratio = current.volume / average;
    const spike = ratio >= t.volumeSpike;
    const direction = Math.sign(current.close - current.open);
    return factor(
      'volume',
      `${ratio.toFixed(2)}× average`,
      spike ? direction : 0,
      spike
        ? `Volume spike (≥ ${t.volumeSpike}×) on a ${direction > 0 ? 'rising' : direction < 0 ? 'falling' : 'flat'} candle`
        : `Volume below the ${t.volumeSpike}× spike level`,
    );
  },
  obv(candles) {
    const obv = new OBV(PERIODS.obv);
    const values = candles.map((c) => obv.update(c, false));
    const now = values[values.length - 1];
    const before = values[values.length - 1 - PERIODS.obv];
    if (now == null || before == null) return notReady('obv', 2 * PERIODS.obv + 1, candles.length);
    const change = now - before;
    return factor(
      'obv',
      `OBV ${fmt(now)}`,
      vote(change > 0, change < 0),
      `On-balance volume ${change > 0 ? 'rose' : change < 0 ? 'fell' : 'was flat'} over the last ${PERIODS.obv} candles`,
    );
  },
  stoch(candles, t) {
    const stoch = new StochasticOscillator(PERIODS.stoch);
    const value = last(candles, (c) => stoch.update(c, false));
    if (value === null) return notReady('stoch', 20, candles.length);
    const oversold = 100 - t.stochOverbought;
    const k = Number.isFinite(value.stochK) ? value.stochK : 50;
    return factor(
      'stoch',
      `%K ${k.toFixed(1)}`,
      vote(k <= oversold, k >= t.stochOverbought),
      k >= t.stochOverbought
        ? `Overbought (≥ ${t.stochOverbought})`
        : k <= oversold
          ? `Oversold (≤ ${oversold})`
          : `Neutral between ${oversold} and ${t.stochOverbought}`,
    );
  },
  adx(candles, t) {
    const adx = new ADX(PERIODS.adx);
    const value = last(candles, (c) => adx.update(c, false));
    const first = candles[Math.max(0, candles.length - 1 - PERIODS.adx)];
    const close = candles[candles.length - 1]?.close ?? 0;
    if (value === null || !first) return notReady('adx', 2 * PERIODS.adx, candles.length);
    const trending = value >= t.adxTrend;
    const direction = Math.sign(close - first.close);
    return factor(
      'adx',
      `ADX ${value.toFixed(1)}`,
      trending ? direction : 0,
      trending
        ? `Trending (≥ ${t.adxTrend}), ${direction > 0 ? 'up' : direction < 0 ? 'down' : 'flat'} over ${PERIODS.adx} candles`
        : `No clear trend (< ${t.adxTrend})`,
    );
  },
  fibonacci(candles) {
    const high = Math.max(...candles.map((c) => c.high));
    const low = Math.min(...candles.map((c) => c.low));
    const close = candles[candles.length - 1]?.close ?? 0;
    if (!(high > low)) return factor('fibonacci', 'flat', 0, 'No price range in the window');
    const position = (close - low) / (high - low);
    const support = FIB_LEVELS.filter((l) => l <= position).pop() ?? 0;
    return factor(
      'fibonacci',
      `${(position * 100).toFixed(1)}% of range`,
      vote(position <= 0.236, position >= 0.786),
      `Close sits above the ${(support * 100).toFixed(1)}% level of ${fmt(low)}–${fmt(high)}` +
        (position >= 0.786 ? ': near resistance' : position <= 0.236 ? ': near support' : ''),
    );
  },
};
