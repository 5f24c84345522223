import { and, eq, gte, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { tvlUsd } from '../../exchange/prices/table';
import type { LivePool } from '../../exchange/pools/types';

const DAY_MS = 86_400_000;

/** USD fees earned by a pool since a time (from executed swaps). */
export async function poolFeesSince(ctx: AppContext, poolId: string, since: Date): Promise<number> {
  const [row] = await ctx.database.db
    .select({ fees: sum(swaps.feeUsd) })
    .from(swaps)
    .where(and(eq(swaps.poolId, poolId), gte(swaps.executedAt, since)));
  return Number(row?.fees ?? 0);
}

/** Yearly percentage yield from the last 24 h of fees over the pool's TVL. */
export async function poolApr(ctx: AppContext, pool: LivePool, prices: Map<string, number>): Promise<number> {
  const tvl = tvlUsd(prices, pool);
  if (!tvl) return 0;
  const fees = await poolFeesSince(ctx, pool.id, new Date(Date.now() - DAY_MS));
  return ((fees * 365) / tvl) * 100;
}
