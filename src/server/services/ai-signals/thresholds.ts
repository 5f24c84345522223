import type { Sensitivity } from '@shared/schemas/ai-signals';

/**
 * What sensitivity changes: a more sensitive setting reads a smaller move as a vote and needs less
 * agreement for buy/sell. Every number here is shown to the user through the factor details.
 */
export interface Thresholds {
  /** RSI at or above → overbought (sell vote); at or below 100 − this → oversold (buy vote). */
  rsiOverbought: number;
  /** Stochastic %K at or above → sell vote; at or below 100 − this → buy vote. */
  stochOverbought: number;
  /** Close this far (fraction) above/below a moving average → buy/sell vote. */
  maBand: number;
  /** Last candle's volume ≥ this × the average of the earlier ones → a volume vote. */
  volumeSpike: number;
  /** ADX at or above → a trending market, whose direction votes. */
  adxTrend: number;
  /** |score| at or above → buy or sell instead of hold (score = mean vote, −1…1). */
  signalScore: number;
}

export const THRESHOLDS: Record<Sensitivity, Thresholds> = {
  low: {
    rsiOverbought: 75,
    stochOverbought: 85,
    maBand: 0.02,
    volumeSpike: 2,
    adxTrend: 30,
    signalScore: 0.5,
  },
  medium: {
    rsiOverbought: 70,
    stochOverbought: 80,
    maBand: 0.01,
    volumeSpike: 1.5,
    adxTrend: 25,
    signalScore: 0.3,
  },
  high: {
    rsiOverbought: 65,
    stochOverbought: 75,
    maBand: 0.005,
    volumeSpike: 1.2,
    adxTrend: 20,
    signalScore: 0.15,
  },
};

/** Fixed periods (the textbook defaults). */
export const PERIODS = {
  rsi: 14,
  macd: { short: 12, long: 26, signal: 9 },
  bb: { interval: 20, deviations: 2 },
  ema: 12,
  sma: 20,
  volume: 20,
  obv: 10,
  stoch: { kPeriod: 14, dPeriod: 3, kSlowingPeriod: 3 },
  adx: 14,
} as const;

/** Fibonacci retracement levels of the window's low→high range. */
export const FIB_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;
