import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Candle } from '@shared/schemas/dex';
import { TIMEFRAME_SECONDS, type SignalTimeframe } from '@shared/schemas/ai-signals';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { poolLabel } from '../../exchange/market';
import { cachedMarket } from '../../exchange/market-cache';
import type { LivePool } from '../../exchange/pools/types';

export interface TokenSeries {
  pool: LivePool;
  label: string;
  symbol: string;
  candles: Candle[];
  /** Each candle's trade time in milliseconds (candle times are whole seconds). */
  tradeTimesMs: number[];
}

/**
 * One candle per executed swap of the token's busiest pool in the timeframe's window: it opens at the
 * previous trade's price and closes at this one's, volume = the token amount traded. Trade candles rather
 * than clock buckets, so a young token's every real trade counts and no empty bucket is invented.
 */
export function tradeCandles(
  trades: readonly { time: number; price: number; volume: number }[],
  before?: number,
): Candle[] {
  let previous = before;
  return trades.map(({ time, price, volume }) => {
    const open = previous ?? price;
    previous = price;
    return { time, open, high: Math.max(open, price), low: Math.min(open, price), close: price, volume };
  });
}

/** The token's series, or null when no pool on the platform trades it. */
export async function tokenSeries(
  ctx: AppContext,
  mint: string,
  timeframe: SignalTimeframe,
): Promise<TokenSeries | null> {
  const pools = (await cachedMarket(ctx)).pools.filter(
    (p) => p.tokenA.mint === mint || p.tokenB.mint === mint,
  );
  if (pools.length === 0) return null;
  const since = new Date(Date.now() - TIMEFRAME_SECONDS[timeframe] * 1000);
  const db = ctx.database.db;
  const counts = await db
    .select({ poolId: swaps.poolId, n: sql<number>`count(*)::int` })
    .from(swaps)
    .where(
      and(
        inArray(
          swaps.poolId,
          pools.map((p) => p.id),
        ),
        gte(swaps.executedAt, since),
      ),
    )
    .groupBy(swaps.poolId);
  const busiest = [...counts].sort((a, b) => b.n - a.n)[0];
  const pool = pools.find((p) => p.id === busiest?.poolId) ?? pools[0];
  if (!pool) return null;
  const isA = pool.tokenA.mint === mint;
  const token = isA ? pool.tokenA : pool.tokenB;
  const rows = busiest
    ? await db
        .select()
        .from(swaps)
        .where(and(eq(swaps.poolId, pool.id), gte(swaps.executedAt, since)))
        .orderBy(asc(swaps.seq))
    : [];
  const trades = rows
    .filter((r) => r.price > 0)
    .map((r) => {
      const amount = r.inputMint === mint ? r.amountIn : r.amountOut;
      return {
        timeMs: r.executedAt.getTime(),
        time: Math.floor(r.executedAt.getTime() / 1000),
        // Rows store tokenB per tokenA; the token's price is in the other side of the pair.
        price: isA ? r.price : 1 / r.price,
        volume: Number(amount) / 10 ** token.decimals,
      };
    });
  const other = isA ? pool.tokenB : pool.tokenA;
  return {
    pool,
    label: isA ? poolLabel(pool) : `${token.symbol}/${other.symbol}`,
    symbol: token.symbol,
    candles: tradeCandles(trades),
    tradeTimesMs: trades.map((t) => t.timeMs),
  };
}
