import { desc, eq } from 'drizzle-orm';
import type {
  Signal,
  SignalHistoryEntry,
  SignalHistoryResponse,
  SignalPerformance,
  SignalTimeframe,
} from '@shared/schemas/ai-signals';
import type { AppContext } from '../../context';
import { aiSignalHistory } from '../../db/schema';
import { tokenSeries } from './candles';

const HISTORY_LIMIT = 200;

/** Stores a generated signal for the signed-in wallet, with the price it was given at. */
export async function recordSignal(
  ctx: AppContext,
  wallet: string,
  mint: string,
  timeframe: SignalTimeframe,
  signal: Signal,
): Promise<void> {
  await ctx.database.db.insert(aiSignalHistory).values({
    id: signal.id,
    wallet,
    mint,
    tokenSymbol: signal.tokenSymbol,
    timeframe,
    signal: signal.signal,
    strength: Math.round(signal.strength),
    confidence: Math.round(signal.confidence),
    price: signal.price,
    createdAt: new Date(signal.timestamp),
  });
}

type Stored = Omit<SignalHistoryEntry, 'laterPrice' | 'hit'>;
type Trade = { timeMs: number; close: number };

/**
 * A buy is a hit when the token's latest trade after the signal is priced higher than the signal's
 * price, a sell when lower; holds and signals with no later trade are not scored.
 */
export function scoreSignals(
  signals: readonly Stored[],
  trades: ReadonlyMap<string, readonly Trade[]>,
): SignalHistoryResponse {
  const scored = signals.map((s): SignalHistoryEntry => {
    const after = (trades.get(s.mint) ?? []).filter((t) => t.timeMs > Date.parse(s.timestamp));
    const laterPrice = after.at(-1)?.close ?? null;
    const hit =
      laterPrice === null || s.signal === 'hold'
        ? null
        : s.signal === 'buy'
          ? laterPrice > s.price
          : laterPrice < s.price;
    return { ...s, laterPrice, hit };
  });
  const evaluated = scored.filter((s) => s.hit !== null);
  const hits = evaluated.filter((s) => s.hit).length;
  const total = scored.length;
  const performance: SignalPerformance = {
    total,
    buy: scored.filter((s) => s.signal === 'buy').length,
    sell: scored.filter((s) => s.signal === 'sell').length,
    averageConfidence: total === 0 ? 0 : Math.round(scored.reduce((a, s) => a + s.confidence, 0) / total),
    evaluated: evaluated.length,
    hits,
    hitRate: evaluated.length === 0 ? null : Math.round((hits / evaluated.length) * 100),
  };
  return { signals: scored, performance };
}

/** The wallet's signals, newest first, each measured on the token's real trades since. */
export async function signalHistory(ctx: AppContext, wallet: string): Promise<SignalHistoryResponse> {
  const rows = await ctx.database.db
    .select()
    .from(aiSignalHistory)
    .where(eq(aiSignalHistory.wallet, wallet))
    .orderBy(desc(aiSignalHistory.createdAt))
    .limit(HISTORY_LIMIT);
  const trades = new Map<string, Trade[]>();
  for (const mint of new Set(rows.map((r) => r.mint))) {
    const series = await tokenSeries(ctx, mint, '30d');
    trades.set(
      mint,
      (series?.candles ?? []).map((c, i) => ({
        timeMs: series?.tradeTimesMs[i] ?? c.time * 1000,
        close: c.close,
      })),
    );
  }
  const stored: Stored[] = rows.map((r) => ({
    id: r.id,
    mint: r.mint,
    tokenSymbol: r.tokenSymbol,
    timeframe: r.timeframe as SignalTimeframe,
    signal: r.signal as Stored['signal'],
    strength: r.strength,
    confidence: r.confidence,
    price: r.price,
    timestamp: r.createdAt.toISOString(),
  }));
  return scoreSignals(stored, trades);
}
