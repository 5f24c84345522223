import { and, eq, gte, inArray, sql } from 'drizzle-orm';
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

/** Today's progress on the four daily quests, from the day's confirmed operations. */
export async function dailyQuests(ctx: AppContext, wallet: string, now = new Date()): Promise<DailyQuest[]> {
  const counts = await todayCounts(ctx.database.db, wallet, now);
  return DAILY_QUESTS.map(({ reason, ...q }) => {
    const progress = Math.min(counts.get(reason) ?? 0, q.target);
    return { ...q, progress, completed: progress >= q.target };
  });
}

/**
 * Inside the confirming transaction: when this operation is the one that reaches a quest's target today,
 * the quest's XP is recorded against it (the unique (operation, reason) index keeps a re-run from adding more).
 */
export async function awardCompletedQuests(
  tx: Db,
  op: { id: string; wallet: string; kind: string },
  reason: string,
): Promise<void> {
  const counts = await todayCounts(tx, op.wallet, new Date());
  for (const quest of DAILY_QUESTS) {
    if (quest.reason !== reason || counts.get(reason) !== quest.target) continue;
    await tx
      .insert(pointEvents)
      .values({
        wallet: op.wallet,
        operationId: op.id,
        kind: op.kind,
        reason: questReason(quest.id),
        points: quest.xp,
      })
      .onConflictDoNothing();
  }
}
