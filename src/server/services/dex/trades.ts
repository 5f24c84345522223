import { and, desc, eq, gte } from 'drizzle-orm';
import type { Candle, Trade } from '@shared/schemas/dex';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { loadPool } from '../../exchange/market';
import { cachedMarket } from '../../exchange/market-cache';
import { notFound } from '../../lib/errors';
import { tokenRef } from '../../exchange/pool-view';
import { poolPriceSeries } from '../../exchange/prices/change';
import { poolPrice } from '../../exchange/prices/table';
import { buildCandles } from './candles';

const INTERVAL_S = { '1m': 60, '5m': 300, '15m': 900, '1h': 3600 } as const;
/** How many buckets of history a candle request covers. */
const CANDLE_COUNT = 200;

async function poolOr404(ctx: AppContext, id: string) {
  const pool = await loadPool(ctx, id);
  if (!pool) throw notFound('Pool not found');
  return pool;
}

/**
 * Candles of the pool's mid price (the price samples, then the current mid price as the last point, so
 * the chart ends where the header stands) with the volume of its executed swaps.
 */
export async function poolCandles(
  ctx: AppContext,
  id: string,
  interval: keyof typeof INTERVAL_S,
): Promise<{ candles: Candle[] }> {
  // The pools list's snapshot, so the last close is exactly the price the header shows.
  const pool = (await cachedMarket(ctx)).pools.find((p) => p.id === id);
  if (!pool) throw notFound('Pool not found');
  const step = INTERVAL_S[interval];
  const now = Date.now();
  const since = new Date(now - step * CANDLE_COUNT * 1000);
  const [series, rows] = await Promise.all([
    poolPriceSeries(ctx, id, since),
    ctx.database.db
      .select()
      .from(swaps)
      .where(and(eq(swaps.poolId, id), gte(swaps.executedAt, since)))
      .orderBy(swaps.seq),
  ]);
  if (series.points.length === 0 && rows.length === 0) return { candles: [] };
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const points = series.points.map((p) => ({ time: seconds(p.at), price: p.price }));
  const current = poolPrice(pool);
  if (current > 0) points.push({ time: Math.floor(now / 1000), price: current });
  const volumes = rows.map((r) => {
    // Volume in tokenA units, whichever way the trade went.
    const amountA = r.inputMint === pool.tokenA.mint ? r.amountIn : r.amountOut;
    return { time: seconds(r.executedAt), volume: Number(amountA) / 10 ** pool.tokenA.decimals };
  });
  return { candles: buildCandles(points, volumes, step, series.before) };
}

export async function poolTrades(ctx: AppContext, id: string, limit: number): Promise<{ trades: Trade[] }> {
  const pool = await poolOr404(ctx, id);
  const rows = await ctx.database.db
    .select()
    .from(swaps)
    .where(eq(swaps.poolId, id))
    .orderBy(desc(swaps.seq))
    .limit(limit);
  const a = tokenRef(pool.tokenA);
  const b = tokenRef(pool.tokenB);
  return {
    trades: rows.map((r) => {
      const buy = r.outputMint === pool.tokenA.mint;
      const [input, output] = buy ? [b, a] : [a, b];
      return {
        signature: r.signature,
        time: r.executedAt.toISOString(),
        side: buy ? 'buy' : 'sell',
        price: r.price,
        uiAmountIn: formatBaseUnits(BigInt(r.amountIn), input.decimals),
        uiAmountOut: formatBaseUnits(BigInt(r.amountOut), output.decimals),
        inputSymbol: input.symbol,
        outputSymbol: output.symbol,
        wallet: r.wallet,
      };
    }),
  };
}
