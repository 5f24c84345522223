import { describe, expect, it } from 'vitest';
import type { Signal } from '@shared/schemas/ai-signals';
import { performanceOf } from './performance';

const at = (minute: number, signal: Signal['signal'], price: number, token = 'RAY'): Signal => ({
  id: `${token}-${minute}`,
  signal,
  tokenSymbol: token,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  price,
  strength: 50,
  confidence: 60 + minute,
  analysis: { riskLevel: 'low', summary: '', factors: [] },
  candles: 30,
  poolLabel: `${token}/SOL`,
});

describe('signal performance', () => {
  it('scores each buy/sell on the next price of the same token', () => {
    const p = performanceOf([
      at(0, 'buy', 1), // next RAY price 1.2: hit
      at(1, 'sell', 5, 'BONK'), // next BONK price 6: miss
      at(2, 'sell', 1.2), // next RAY price 1.1: hit
      at(3, 'hold', 1.1),
      at(4, 'buy', 6, 'BONK'), // no later BONK price: not scored
    ]);
    expect(p).toEqual({
      total: 5,
      buy: 2,
      sell: 2,
      averageConfidence: 62,
      evaluated: 3,
      hits: 2,
      hitRate: 67,
    });
  });

  it('has no hit rate before a signal can be measured', () => {
    expect(performanceOf([at(0, 'buy', 1)]).hitRate).toBeNull();
    expect(performanceOf([]).averageConfidence).toBe(0);
  });
});
