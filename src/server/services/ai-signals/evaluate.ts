import type { Candle } from '@shared/schemas/dex';
import type { Indicator, Sensitivity, SignalFactor, SignalKind } from '@shared/schemas/ai-signals';
import { RULES } from './indicators';
import { THRESHOLDS } from './thresholds';

export interface Evaluation {
  signal: SignalKind;
  /** |mean vote| × 100: how far the ready indicators lean one way. */
  strength: number;
  /** Share of ready indicators voting with the signal (for hold: neutral), × data coverage. */
  confidence: number;
  riskLevel: 'low' | 'medium' | 'high';
  /** Mean vote of the ready indicators, −1…1. */
  score: number;
  volatilityPct: number;
  factors: SignalFactor[];
}

const NOT_READY = 'n/a';
/** Candles at which the data coverage part of confidence reaches 1. */
const FULL_COVERAGE_CANDLES = 100;

/** Standard deviation of close-to-close returns, in percent. */
export function volatility(candles: readonly Candle[]): number {
  const returns: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    const prev = candles[i - 1]?.close ?? 0;
    const close = candles[i]?.close ?? 0;
    if (prev > 0) returns.push(close / prev - 1);
  }
  if (returns.length === 0) return 0;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length;
  return Math.sqrt(variance) * 100;
}

/**
 * The signal from indicator votes: buy when the mean vote of the ready indicators is at least the
 * sensitivity's threshold, sell when at most its negative, else hold. Risk level from volatility:
 * under 2 % per candle low, under 5 % medium, else high.
 */
export function evaluate(
  candles: readonly Candle[],
  indicators: readonly Indicator[],
  sensitivity: Sensitivity,
): Evaluation {
  const t = THRESHOLDS[sensitivity];
  const factors = [...new Set(indicators)].map((i) => RULES[i](candles, t));
  const ready = factors.filter((f) => f.value !== NOT_READY);
  const score = ready.length === 0 ? 0 : ready.reduce((s, f) => s + f.vote, 0) / ready.length;
  const signal: SignalKind = score >= t.signalScore ? 'buy' : score <= -t.signalScore ? 'sell' : 'hold';
  const wanted = signal === 'buy' ? 1 : signal === 'sell' ? -1 : 0;
  const agreeing = ready.filter((f) => f.vote === wanted).length;
  const coverage = Math.min(1, candles.length / FULL_COVERAGE_CANDLES);
  const confidence =
    ready.length === 0 ? 0 : Math.round((agreeing / ready.length) * (0.6 + 0.4 * coverage) * 100);
  const volatilityPct = volatility(candles);
  return {
    signal,
    strength: Math.round(Math.abs(score) * 100),
    confidence,
    riskLevel: volatilityPct < 2 ? 'low' : volatilityPct < 5 ? 'medium' : 'high',
    score,
    volatilityPct,
    factors,
  };
}
