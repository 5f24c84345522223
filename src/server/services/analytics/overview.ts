import { and, gte, sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '@shared/schemas/analytics';
import type { AppContext } from '../../context';
import { notRehearsal } from '../../db/rehearsal-scope';
import { operations, swaps } from '../../db/schema';
import {
  activeUsers,
  dayTradeFigures,
  launchFigures,
  tokensCreatedByDay,
  tradeFigures,
} from '../../exchange/public-figures';
import { OPERATION_KIND } from '@shared/operation-kinds';

const DAYS = 30;

/** Daily figures for the last 30 days, one query per table, days without activity filled with zeros. */
async function dailySeries(ctx: AppContext): Promise<AnalyticsOverview['series']> {
  const { db } = ctx.database;
  const since = new Date(Date.now() - (DAYS - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const day = (col: typeof operations.createdAt | typeof swaps.executedAt) =>
    sql<string>`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [created, ops, volume] = await Promise.all([
    tokensCreatedByDay(db, since),
    db
      .select({
        day: day(operations.createdAt),
        wallets:
          sql<number>`count(distinct ${operations.wallet}) filter (where ${operations.status} = 'confirmed')`.mapWith(
            Number,
          ),
        confirmed: sql<number>`count(*) filter (where ${operations.status} = 'confirmed')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${operations.status} = 'failed')`.mapWith(Number),
      })
      .from(operations)
      .where(and(gte(operations.createdAt, since), notRehearsal.operation()))
      .groupBy(day(operations.createdAt)),
    db
      .select({
        day: day(swaps.executedAt),
        usd: sql<number>`coalesce(sum(${swaps.volumeUsd}), 0)`.mapWith(Number),
      })
      .from(swaps)
      .where(and(gte(swaps.executedAt, since), notRehearsal.swap()))
      .groupBy(day(swaps.executedAt)),
  ]);
  return Array.from({ length: DAYS }, (_, i) => {
    const d = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const o = ops.find((r) => r.day === d);
    return {
      day: d,
      tokensCreated: created.get(d) ?? 0,
      activeWallets: o?.wallets ?? 0,
      volumeUsd: volume.find((r) => r.day === d)?.usd ?? 0,
      confirmed: o?.confirmed ?? 0,
      failed: o?.failed ?? 0,
    };
  });
}

/** Platform-wide figures: the shared ones from `public-figures`, the rest from the operations table. */
export async function analyticsOverview(ctx: AppContext): Promise<AnalyticsOverview> {
  const { db } = ctx.database;
  const [created, [finished], users, total, day, launched] = await Promise.all([
    tokensCreatedByDay(db, null),
    db
      .select({
        confirmed: sql<number>`count(*) filter (where ${operations.status} = 'confirmed')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${operations.status} = 'failed')`.mapWith(Number),
        batches:
          sql<number>`count(*) filter (where ${operations.status} = 'confirmed' and ${operations.kind} = ${OPERATION_KIND.multisend})`.mapWith(
            Number,
          ),
      })
      .from(operations)
      .where(notRehearsal.operation()),
    activeUsers(db),
    tradeFigures(db),
    dayTradeFigures(db),
    launchFigures(db),
  ]);
  const done = (finished?.confirmed ?? 0) + (finished?.failed ?? 0);
  return {
    tokensCreated: [...created.values()].reduce((a, b) => a + b, 0),
    totalVolume: total.volumeUsd,
    volume24hUsd: day.volumeUsd,
    trades24h: day.trades,
    activeUsers: users,
    successRate: done === 0 ? null : Math.round(((finished?.confirmed ?? 0) / done) * 1000) / 10,
    launches: launched.launches,
    batches: finished?.batches ?? 0,
    series: await dailySeries(ctx),
  };
}
