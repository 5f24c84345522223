import type { Signal } from '@shared/schemas/ai-signals';

export interface Performance {
  total: number;
  buy: number;
  sell: number;
  averageConfidence: number;
  /** Buy/sell signals that a later signal of the same token has priced. */
  evaluated: number;
  hits: number;
  /** hits / evaluated × 100, null before any signal could be measured. */
  hitRate: number | null;
}

/**
 * A buy is a hit when the token's next measured price (the next signal of the same token) is higher, a
 * sell when it is lower; holds and the latest signal of each token are not scored.
 */
export function performanceOf(signals: readonly Signal[]): Performance {
  const ordered = [...signals].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  let evaluated = 0;
  let hits = 0;
  ordered.forEach((s, i) => {
    if (s.signal === 'hold') return;
    const later = ordered
      .slice(i + 1)
      .find((n) => n.tokenSymbol === s.tokenSymbol && n.poolLabel === s.poolLabel);
    if (!later) return;
    evaluated++;
    if (s.signal === 'buy' ? later.price > s.price : later.price < s.price) hits++;
  });
  const total = signals.length;
  return {
    total,
    buy: signals.filter((s) => s.signal === 'buy').length,
    sell: signals.filter((s) => s.signal === 'sell').length,
    averageConfidence: total === 0 ? 0 : Math.round(signals.reduce((a, s) => a + s.confidence, 0) / total),
    evaluated,
    hits,
    hitRate: evaluated === 0 ? null : Math.round((hits / evaluated) * 100),
  };
}
