import { desc, eq, sql } from 'drizzle-orm';
import type { GamificationStats } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import { notRehearsal } from '../../db/rehearsal-scope';
import { pointEvents } from '../../db/schema';
import { activeUsers } from '../../exchange/public-figures';
import { availablePoints } from './rewards';

/** Each level costs 250 points more than the one before (level 1 → 2 costs 250, 2 → 3 costs 500). */
export function levelOf(points: number): {
  level: number;
  currentLevelPoints: number;
  nextLevelPoints: number;
} {
  let level = 1;
  let floor = 0;
  while (points >= floor + level * 250) {
    floor += level * 250;
    level += 1;
  }
  return { level, currentLevelPoints: points - floor, nextLevelPoints: level * 250 };
}

/**
 * The wallet's points, level, rank among the active users (the dashboard's figure; wallets without points
 * share the last place), and activity counts.
 */
export async function gamificationStats(ctx: AppContext, wallet: string): Promise<GamificationStats> {
  const { db } = ctx.database;
  const totals = await db
    .select({ wallet: pointEvents.wallet, points: sql<number>`sum(${pointEvents.points})`.mapWith(Number) })
    .from(pointEvents)
    .where(notRehearsal.pointEvent())
    .groupBy(pointEvents.wallet)
    .orderBy(desc(sql`sum(${pointEvents.points})`));
  const mine = await db
    .select({ reason: pointEvents.reason, n: sql<number>`count(*)`.mapWith(Number) })
    .from(pointEvents)
    .where(eq(pointEvents.wallet, wallet))
    .groupBy(pointEvents.reason);
  const totalPoints = totals.find((t) => t.wallet === wallet)?.points ?? 0;
  const rank = totalPoints > 0 ? totals.filter((t) => t.points > totalPoints).length + 1 : totals.length + 1;
  const countOf = (reason: string) => mine.find((m) => m.reason === reason)?.n ?? 0;
  return {
    ...levelOf(totalPoints),
    totalPoints,
    availablePoints: await availablePoints(db, wallet),
    rank,
    totalUsers: Math.max(await activeUsers(db), totals.length, rank),
    tokensCreated: countOf('token_created'),
    tradesCompleted: countOf('trade'),
    liquidityProvided: countOf('liquidity'),
    referrals: countOf('referral'),
  };
}
