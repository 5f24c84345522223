import { INDICATOR_LABELS, type SignalFactor } from '@shared/schemas/ai-signals';
import { Composer } from '../../lib/ai/composer';
import type { Evaluation } from './evaluate';

const WORD = { buy: 'buy', sell: 'sell', hold: 'hold' } as const;

/** The summary from the evaluation's own numbers, worded by the hash of the token and its readings. */
export function composeSummary(symbol: string, price: number, candles: number, e: Evaluation): string {
  const c = Composer.for({ symbol, price, factors: e.factors });
  const ready = e.factors.filter((f) => f.value !== 'n/a');
  const side = (v: number) =>
    ready.filter((f) => f.vote === v).map((f: SignalFactor) => INDICATOR_LABELS[f.indicator]);
  const bulls = side(1);
  const bears = side(-1);
  const opener = c.pick('opener', [
    `${symbol} reads ${WORD[e.signal]} at ${price.toPrecision(6)} over ${candles} trades.`,
    `Across the last ${candles} trades of ${symbol}, the indicators point to ${WORD[e.signal]}.`,
    `The rules give ${symbol} a ${WORD[e.signal]} signal (strength ${e.strength}/100).`,
  ]);
  const votes =
    bulls.length + bears.length === 0
      ? 'No indicator leans either way.'
      : c.pick('votes', [
          `Bullish: ${bulls.join(', ') || 'none'}; bearish: ${bears.join(', ') || 'none'}.`,
          `${bulls.length} indicator(s) lean up (${bulls.join(', ') || '—'}) and ${bears.length} lean down (${bears.join(', ') || '—'}).`,
        ]);
  const risk = `Volatility is ${e.volatilityPct.toFixed(2)}% per trade, so risk is ${e.riskLevel}.`;
  const missing = e.factors.filter((f) => f.value === 'n/a').map((f) => INDICATOR_LABELS[f.indicator]);
  const gap = missing.length > 0 ? ` Not enough history yet for ${missing.join(', ')}.` : '';
  return `${opener} ${votes} ${risk}${gap}`;
}
