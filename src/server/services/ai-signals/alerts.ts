import { EMA } from 'trading-signals';
import type { Candle } from '@shared/schemas/dex';
import type { MarketAlert } from '@shared/schemas/ai-signals';

/** Detection rules, each a threshold a reader can check against the trades. */
export const ALERT_RULES = {
  /** A trade of at least this × the average of the earlier trades' volume. */
  volumeSpike: 3,
  /** Fast and slow EMAs of the closes; a crossing within the last `reversalLookback` trades. */
  fast: 5,
  slow: 12,
  reversalLookback: 5,
  /** A trade of at least this share of the pool's reserve of the token (critical from `largeCritical`). */
  largeTrade: 0.01,
  largeCritical: 0.05,
} as const;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Alerts from a token's trade candles and the pool's current reserve of it (UI units). Liquidity
 * changes are read by the caller from the pool's reserves, not from trades.
 */
export function detectAlerts(symbol: string, candles: readonly Candle[], reserve: number): MarketAlert[] {
  const alerts: MarketAlert[] = [];
  const at = (type: MarketAlert['type'], c: Candle, severity: MarketAlert['severity'], message: string) =>
    alerts.push({
      id: `${type}:${c.time}:${alerts.length}`,
      type,
      tokenSymbol: symbol,
      message,
      severity,
      timestamp: iso(c.time),
    });

  let volumeSum = 0;
  candles.forEach((c, i) => {
    const average = i > 0 ? volumeSum / i : 0;
    if (i >= 5 && average > 0 && c.volume >= ALERT_RULES.volumeSpike * average) {
      at(
        'volume_spike',
        c,
        'warning',
        `${symbol} traded ${(c.volume / average).toFixed(1)}× its average trade size`,
      );
    }
    volumeSum += c.volume;
    if (reserve > 0 && c.volume >= ALERT_RULES.largeTrade * reserve) {
      const share = (c.volume / reserve) * 100;
      const severity = c.volume >= ALERT_RULES.largeCritical * reserve ? 'critical' : 'warning';
      at(
        'large_trade',
        c,
        severity,
        `A ${c.close >= c.open ? 'buy' : 'sell'} of ${share.toFixed(1)}% of the pool's ${symbol} reserve`,
      );
    }
  });

  const fast = new EMA(ALERT_RULES.fast);
  const slow = new EMA(ALERT_RULES.slow);
  let previous = 0;
  candles.forEach((c, i) => {
    fast.update(c.close, false);
    slow.update(c.close, false);
    if (i < ALERT_RULES.slow) return;
    const side = Math.sign(fast.getResultOrThrow() - slow.getResultOrThrow());
    if (
      previous !== 0 &&
      side !== 0 &&
      side !== previous &&
      i >= candles.length - ALERT_RULES.reversalLookback
    ) {
      at(
        'trend_reversal',
        c,
        'info',
        `${symbol} turned ${side > 0 ? 'up' : 'down'}: EMA ${ALERT_RULES.fast} crossed EMA ${ALERT_RULES.slow}`,
      );
    }
    if (side !== 0) previous = side;
  });
  return alerts.sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
}
