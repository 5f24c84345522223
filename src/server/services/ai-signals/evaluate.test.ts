import { describe, expect, it } from 'vitest';
import { INDICATORS, signalMessages, signalRequestSchema } from '@shared/schemas/ai-signals';
import { tradeCandles } from './candles';
import { evaluate } from './evaluate';
import { RULES } from './indicators';
import { THRESHOLDS } from './thresholds';

/** Trade candles from a list of prices, each trade of the given volume. */
const series = (prices: number[], volume = (i: number) => 10 + (i % 3)) =>
  tradeCandles(prices.map((price, i) => ({ time: 1_000 + i, price, volume: volume(i) })));
const rising = series(Array.from({ length: 60 }, (_, i) => 1 + i * 0.02));
const falling = series(Array.from({ length: 60 }, (_, i) => 2.2 - i * 0.02));
const flat = series(Array.from({ length: 60 }, (_, i) => 1 + (i % 2 === 0 ? 0.001 : -0.001)));

describe('signal rules', () => {
  it('trend indicators vote up on a rising series and down on a falling one', () => {
    for (const name of ['macd', 'ema', 'sma', 'obv', 'adx'] as const) {
      expect(RULES[name](rising, THRESHOLDS.medium).vote, name).toBe(1);
      expect(RULES[name](falling, THRESHOLDS.medium).vote, name).toBe(-1);
    }
  });

  it('oscillators read a one-way run as overbought / oversold', () => {
    for (const name of ['rsi', 'stoch', 'fibonacci'] as const) {
      expect(RULES[name](rising, THRESHOLDS.medium).vote, name).toBe(-1);
      expect(RULES[name](falling, THRESHOLDS.medium).vote, name).toBe(1);
    }
    expect(RULES.rsi(rising, THRESHOLDS.medium).detail).toBe('Overbought (≥ 70): a pullback is more likely');
  });

  it('the trend-following set gives buy up, sell down, hold when flat', () => {
    const set = ['macd', 'ema', 'sma', 'obv'] as const;
    expect(evaluate(rising, set, 'medium')).toMatchObject({ signal: 'buy', strength: 100 });
    expect(evaluate(falling, set, 'medium')).toMatchObject({ signal: 'sell', strength: 100 });
    expect(evaluate(flat, ['ema', 'sma'], 'medium').signal).toBe('hold');
  });

  it('sensitivity sets the thresholds: a 1.2 % jump acts on high, holds on low', () => {
    const jump = series(Array.from({ length: 60 }, (_, i) => (i === 59 ? 1.012 : 1)));
    for (const name of ['ema', 'sma'] as const) {
      expect(RULES[name](jump, THRESHOLDS.high).vote, name).toBe(1);
      expect(RULES[name](jump, THRESHOLDS.low).vote, name).toBe(0);
    }
    expect(evaluate(jump, ['ema', 'sma'], 'high').signal).toBe('buy');
    expect(evaluate(jump, ['ema', 'sma'], 'low').signal).toBe('hold');
  });

  it('a volume spike votes with the direction of its candle', () => {
    const prices = Array.from({ length: 30 }, (_, i) => 1 + (i === 29 ? 0.1 : 0));
    const spiky = series(prices, (i) => (i === 29 ? 100 : 10));
    expect(RULES.volume(spiky, THRESHOLDS.medium)).toMatchObject({ vote: 1, value: '10.00× average' });
  });

  it('indicators without enough candles are reported and left out of the vote', () => {
    const short = rising.slice(0, 20);
    const e = evaluate(short, ['macd', 'ema'], 'medium');
    expect(e.factors[0]).toMatchObject({
      value: 'n/a',
      vote: 0,
      detail: 'MACD needs 34 candles, 20 available',
    });
    expect(e.signal).toBe('buy');
    expect(e.confidence).toBe(Math.round(1 * (0.6 + 0.4 * 0.2) * 100));
  });

  it('risk level follows volatility per trade', () => {
    expect(evaluate(flat, ['ema'], 'medium').riskLevel).toBe('low');
    const wild = series(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 1 : 1.2)));
    expect(evaluate(wild, ['ema'], 'medium').riskLevel).toBe('high');
  });

  it('every indicator can be asked for', () => {
    expect(evaluate(rising, INDICATORS, 'medium').factors.map((f) => f.indicator)).toEqual([...INDICATORS]);
  });
});

describe('signal request validation', () => {
  const token = 'So11111111111111111111111111111111111111112';
  const first = (body: unknown) => signalRequestSchema.safeParse(body).error?.issues[0]?.message;

  it('shows the spec messages', () => {
    expect(first({ tokenAddress: '' })).toBe(signalMessages.tokenRequired);
    expect(first({})).toBe('Token address is required');
    expect(first({ tokenAddress: token, config: { indicators: [] } })).toBe('Select at least one indicator');
    expect(first({ tokenAddress: 'not-an-address' })).toBe('Enter a valid token address');
  });

  it('fills the spec defaults', () => {
    expect(signalRequestSchema.parse({ tokenAddress: token }).config).toEqual({
      analysisType: 'combined',
      timeframe: '1h',
      sensitivity: 'medium',
      indicators: ['rsi', 'macd', 'volume'],
    });
  });
});
