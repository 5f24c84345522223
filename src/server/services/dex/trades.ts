import { and, desc, eq, gte } from 'drizzle-orm';
import type { Candle, Trade } from '@shared/schemas/dex';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { loadPool } from '../../exchange/market';
import { notFound } from '../../lib/errors';
import { tokenRef } from '../../exchange/pool-view';

const INTERVAL_S = { '1m': 60, '5m': 300, '15m': 900, '1h': 3600 } as const;
/** How many buckets of history a candle request covers. */
const CANDLE_COUNT = 200;

async function poolOr404(ctx: AppContext, id: string) {
  const pool = await loadPool(ctx, id);
  if (!pool) throw notFound('Pool not found');
  return pool;
}

export async function poolCandles(
  ctx: AppContext,
  id: string,
  interval: keyof typeof INTERVAL_S,
): Promise<{ candles: Candle[] }> {
  const pool = await poolOr404(ctx, id);
  const step = INTERVAL_S[interval];
  const since = new Date(Date.now() - step * CANDLE_COUNT * 1000);
  const rows = await ctx.database.db
    .select()
    .from(swaps)
    .where(and(eq(swaps.poolId, id), gte(swaps.executedAt, since)))
    .orderBy(swaps.seq);
  const candles: Candle[] = [];
  for (const r of rows) {
    const time = Math.floor(r.executedAt.getTime() / 1000 / step) * step;
    // Volume in tokenA units, whichever way the trade went.
    const amountA = r.inputMint === pool.tokenA.mint ? r.amountIn : r.amountOut;
    const volume = Number(amountA) / 10 ** pool.tokenA.decimals;
    const last = candles[candles.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, r.price);
      last.low = Math.min(last.low, r.price);
      last.close = r.price;
      last.volume += volume;
    } else {
      candles.push({ time, open: r.price, high: r.price, low: r.price, close: r.price, volume });
    }
  }
  return { candles };
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
