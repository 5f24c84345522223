import { and, eq, gte, sql } from 'drizzle-orm';
import {
  CLMM_HISTORY_BUCKETS,
  clmmMessages,
  type ClmmHistoryBucket,
  type ClmmHistoryInterval,
} from '@shared/schemas/clmm';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { CLMM_POOL_TYPE } from '../../exchange/pools/clmm/state';
import { cachedMarket } from '../../exchange/market-cache';
import { notFound } from '../../lib/errors';

const STEP_SECONDS: Record<ClmmHistoryInterval, number> = { hour: 3600, day: 86_400 };

/**
 * GET /api/clmm/pools/:id/history: the pool's executed swaps (one row per hop) bucketed per hour or day,
 * oldest first, every bucket of the window present (zero when nothing traded).
 */
export async function clmmPoolHistory(
  ctx: AppContext,
  id: string,
  interval: ClmmHistoryInterval,
  now = Date.now(),
): Promise<{ interval: ClmmHistoryInterval; buckets: ClmmHistoryBucket[] }> {
  const market = await cachedMarket(ctx);
  const pool = market.pools.find((p) => p.id === id && p.type === CLMM_POOL_TYPE);
  if (!pool) throw notFound(clmmMessages.poolNotFound);
  const step = STEP_SECONDS[interval];
  const count = CLMM_HISTORY_BUCKETS[interval];
  const first = (Math.floor(now / 1000 / step) - count + 1) * step;
  // Inlined (a constant from the table above), so GROUP BY sees the same expression as SELECT.
  const bucket = sql<number>`floor(extract(epoch from ${swaps.executedAt}) / ${sql.raw(String(step))})`;
  const onSide = (mint: string) =>
    sql<string>`coalesce(sum(case when ${swaps.inputMint} = ${mint} then ${swaps.feeAmount}::numeric else 0 end), 0)::text`;
  const rows = await ctx.database.db
    .select({
      bucket: bucket.mapWith(Number),
      trades: sql<number>`count(*)`.mapWith(Number),
      volumeUsd: sql<number>`coalesce(sum(${swaps.volumeUsd}), 0)`.mapWith(Number),
      feesUsd: sql<number>`coalesce(sum(${swaps.feeUsd}), 0)`.mapWith(Number),
      feesA: onSide(pool.tokenA.mint),
      feesB: onSide(pool.tokenB.mint),
    })
    .from(swaps)
    .where(and(eq(swaps.poolId, pool.id), gte(swaps.executedAt, new Date(first * 1000))))
    .groupBy(bucket);
  const byStart = new Map(rows.map((r) => [r.bucket * step, r]));
  const buckets: ClmmHistoryBucket[] = [];
  for (let i = 0; i < count; i++) {
    const time = first + i * step;
    const r = byStart.get(time);
    buckets.push({
      time,
      trades: r?.trades ?? 0,
      volumeUsd: r?.volumeUsd ?? 0,
      feesUsd: r?.feesUsd ?? 0,
      feesA: formatBaseUnits(BigInt(r?.feesA ?? '0'), pool.tokenA.decimals),
      feesB: formatBaseUnits(BigInt(r?.feesB ?? '0'), pool.tokenB.decimals),
    });
  }
  return { interval, buckets };
}
