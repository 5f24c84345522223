import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '@shared/schemas/analytics';
import type { AppContext } from '../../context';
import { operations, swaps, tokens } from '../../db/schema';

/**
 * Platform-wide figures computed from the database. Total volume is every pool's traded volume in USD
 * (valued when each trade confirmed), all time: the same per-pool sum the 24 h DEX volume is taken from.
 */
export async function analyticsOverview(ctx: AppContext): Promise<AnalyticsOverview> {
  const { db } = ctx.database;
  const [created] = await db.select({ n: count() }).from(tokens).where(eq(tokens.status, 'created'));
  const [users] = await db.select({ n: countDistinct(operations.wallet) }).from(operations);
  const [finished] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${operations.status} = 'confirmed')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${operations.status} = 'failed')`.mapWith(Number),
    })
    .from(operations);
  const [volume] = await db
    .select({ usd: sql<number>`coalesce(sum(${swaps.volumeUsd}), 0)`.mapWith(Number) })
    .from(swaps);
  const done = (finished?.confirmed ?? 0) + (finished?.failed ?? 0);
  return {
    tokensCreated: created?.n ?? 0,
    totalVolume: volume?.usd ?? 0,
    activeUsers: users?.n ?? 0,
    successRate: done === 0 ? null : Math.round(((finished?.confirmed ?? 0) / done) * 1000) / 10,
  };
}
