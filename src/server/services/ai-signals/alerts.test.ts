import { describe, expect, it } from 'vitest';
import { detectAlerts } from './alerts';
import { tradeCandles } from './candles';

const trades = (prices: number[], volume: (i: number) => number = () => 10) =>
  tradeCandles(prices.map((price, i) => ({ time: 1_000 + i, price, volume: volume(i) })));

describe('market alerts from trades', () => {
  it('a trade of 3× the average size is a volume spike; smaller is not', () => {
    const flat = Array.from({ length: 10 }, () => 1);
    expect(
      detectAlerts(
        'X',
        trades(flat, (i) => (i === 9 ? 30 : 10)),
        0,
      ).map((a) => a.type),
    ).toEqual(['volume_spike']);
    expect(
      detectAlerts(
        'X',
        trades(flat, (i) => (i === 9 ? 29 : 10)),
        0,
      ),
    ).toEqual([]);
  });

  it('a trade of 1 % of the reserve is large, 5 % critical', () => {
    const alerts = detectAlerts(
      'X',
      trades([1, 1.01, 1.02], (i) => [10, 100, 500][i] ?? 0),
      10_000,
    );
    expect(alerts.map((a) => [a.type, a.severity])).toEqual([
      ['large_trade', 'critical'],
      ['large_trade', 'warning'],
    ]);
    expect(alerts[0]?.message).toBe("A buy of 5.0% of the pool's X reserve");
  });

  it('a recent EMA crossing is a trend reversal; an old one is not', () => {
    const upThenDown = [...Array.from({ length: 20 }, (_, i) => 1 + i * 0.01), ...[1.1, 1.0, 0.9]];
    const alerts = detectAlerts('X', trades(upThenDown), 0);
    expect(alerts.map((a) => a.type)).toEqual(['trend_reversal']);
    expect(alerts[0]?.message).toBe('X turned down: EMA 5 crossed EMA 12');
    const old = [...upThenDown, ...Array.from({ length: 10 }, () => 0.9)];
    expect(detectAlerts('X', trades(old), 0)).toEqual([]);
  });
});
