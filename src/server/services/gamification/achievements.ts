import { eq, inArray, sql } from 'drizzle-orm';
import { ACHIEVEMENTS, type Achievement } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import { pointEvents } from '../../db/schema';

/**
 * Progress is the wallet's count of confirmed operations per reason; an achievement's unlock date is when
 * the operation that reached its threshold was recorded (the n-th point event of that reason).
 */
export async function listAchievements(ctx: AppContext, wallet: string): Promise<Achievement[]> {
  const { db } = ctx.database;
  const ranked = db
    .select({
      reason: pointEvents.reason,
      createdAt: pointEvents.createdAt,
      rn: sql<number>`row_number() over (partition by ${pointEvents.reason} order by ${pointEvents.createdAt}, ${pointEvents.id})`.as(
        'rn',
      ),
      total: sql<number>`count(*) over (partition by ${pointEvents.reason})`.as('total'),
    })
    .from(pointEvents)
    .where(eq(pointEvents.wallet, wallet))
    .as('ranked');
  const thresholds = [...new Set([1, ...ACHIEVEMENTS.map((a) => a.maxProgress)])];
  const rows = await db
    .select({ reason: ranked.reason, createdAt: ranked.createdAt, rn: ranked.rn, total: ranked.total })
    .from(ranked)
    .where(inArray(ranked.rn, thresholds));
  const totalOf = (reason: string) => Number(rows.find((r) => r.reason === reason)?.total ?? 0);
  const reachedAt = (reason: string, n: number) =>
    rows.find((r) => r.reason === reason && Number(r.rn) === n)?.createdAt ?? null;
  return ACHIEVEMENTS.map(({ reason, ...a }) => {
    const progress = Math.min(totalOf(reason), a.maxProgress);
    const unlocked = progress >= a.maxProgress;
    const at = unlocked ? reachedAt(reason, a.maxProgress) : null;
    return { ...a, progress, unlocked, unlockedAt: at ? new Date(at).toISOString() : null };
  });
}
