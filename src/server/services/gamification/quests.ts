import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAILY_QUESTS, type DailyQuest } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pointEvents } from '../../db/schema';

/** Quests run per UTC day. */
export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const questReason = (id: string) => `quest:${id}`;

async function todayCounts(db: Db, wallet: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ reason: pointEvents.reason, n: sql<number>`count(*)`.mapWith(Number) })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.wallet, wallet),
        gte(pointEvents.createdAt, startOfUtcDay(now)),
        inArray(
          pointEvents.reason,
          DAILY_QUESTS.map((q) => q.reason),
        ),
      ),
    )
    .groupBy(pointEvents.reason);
  return new Map(rows.map((r) => [r.reason, r.n]));
}

/**
 * How many events of `reason` the wallet has today, as a scalar subquery; given the columns, of the row
 * an INSERT … RETURNING returns (counting the table as it was before the statement).
 */
export function todayCount(
  tx: Db,
  wallet: string | typeof pointEvents.wallet,
  reason: string | typeof pointEvents.reason,
  now = new Date(),
) {
  const today = alias(pointEvents, 'today');
  const counted = tx
    .select({ n: count() })
    .from(today)
    .where(and(eq(today.wallet, wallet), eq(today.reason, reason), gte(today.createdAt, startOfUtcDay(now))));
  return sql<number>`(${counted})`.mapWith(Number);
}

/** Today's progress on the four daily quests, from the day's confirmed operations. */
export async function dailyQuests(ctx: AppContext, wallet: string, now = new Date()): Promise<DailyQuest[]> {
  const counts = await todayCounts(ctx.database.db, wallet, now);
  return DAILY_QUESTS.map(({ reason, ...q }) => {
    const progress = Math.min(counts.get(reason) ?? 0, q.target);
    return { ...q, progress, completed: progress >= q.target };
  });
}

type QuestOp = { id: string; wallet: string; kind: string };

/** The quest XP `op` earns when it is the one that reaches a quest's target today (`count`, with it). */
export function questAwards(op: QuestOp, reason: string, count: number | undefined) {
  return DAILY_QUESTS.filter((quest) => quest.reason === reason && count === quest.target).map((quest) => ({
    wallet: op.wallet,
    operationId: op.id,
    kind: op.kind,
    reason: questReason(quest.id),
    points: quest.xp,
  }));
}

/**
 * Inside the confirming transaction: quest XP recorded against the operations that reached the targets,
 * in one statement (the unique (operation, reason) index keeps a re-run from adding more).
 */
export async function recordQuestAwards(tx: Db, awards: ReturnType<typeof questAwards>): Promise<void> {
  if (awards.length > 0) await tx.insert(pointEvents).values(awards).onConflictDoNothing();
}

/** `questAwards` for one operation, counting today's events of `reason` unless given, and recorded. */
export async function awardCompletedQuests(
  tx: Db,
  op: QuestOp,
  reason: string,
  countToday?: number,
): Promise<void> {
  if (!DAILY_QUESTS.some((quest) => quest.reason === reason)) return;
  const count = countToday ?? (await todayCounts(tx, op.wallet, new Date())).get(reason);
  await recordQuestAwards(tx, questAwards(op, reason, count));
}
