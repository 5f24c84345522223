import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '@shared/schemas/analytics';
import type { AppContext } from '../../context';
import { operations, tokens } from '../../db/schema';

/** Platform-wide figures computed from the database. Volume counts nothing until swaps exist. */
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
  const done = (finished?.confirmed ?? 0) + (finished?.failed ?? 0);
  return {
    tokensCreated: created?.n ?? 0,
    totalVolume: 0,
    activeUsers: users?.n ?? 0,
    successRate: done === 0 ? null : Math.round(((finished?.confirmed ?? 0) / done) * 1000) / 10,
  };
}
