import { desc, eq, inArray, sql } from 'drizzle-orm';
import { REWARDS, type LeaderboardEntry } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import { notRehearsal } from '../../db/rehearsal-scope';
import { pointEvents, rewardClaims, walletSettings } from '../../db/schema';
import { levelOf } from './stats';

export const LEADERBOARD_SIZE = 20;

const shorten = (wallet: string) => `${wallet.slice(0, 4)}…${wallet.slice(-4)}`;

/** The best badge a wallet bought in the store (the store lists badges cheapest first). */
function bestBadge(claimed: readonly string[]): string | null {
  const badges = REWARDS.filter((r) => r.id.endsWith('-badge') && claimed.includes(r.id));
  return badges.at(-1)?.title ?? null;
}

/** Wallets by points earned from confirmed operations; the name is the wallet's display name if it set one. */
export async function leaderboard(ctx: AppContext, wallet: string): Promise<LeaderboardEntry[]> {
  const { db } = ctx.database;
  const top = await db
    .select({
      wallet: pointEvents.wallet,
      points: sql<number>`sum(${pointEvents.points})`.mapWith(Number),
      displayName: sql<string | null>`max(${walletSettings.settings}->>'displayName')`,
    })
    .from(pointEvents)
    .leftJoin(walletSettings, eq(walletSettings.wallet, pointEvents.wallet))
    .where(notRehearsal.pointEvent())
    .groupBy(pointEvents.wallet)
    .orderBy(desc(sql`sum(${pointEvents.points})`), pointEvents.wallet)
    .limit(LEADERBOARD_SIZE);
  const wallets = top.map((t) => t.wallet);
  const claims =
    wallets.length === 0
      ? []
      : await db
          .select({ wallet: rewardClaims.wallet, rewardId: rewardClaims.rewardId })
          .from(rewardClaims)
          .where(inArray(rewardClaims.wallet, wallets));
  return top.map((t, i) => ({
    position: i + 1,
    username: t.displayName?.trim() ? t.displayName.trim() : shorten(t.wallet),
    wallet: t.wallet,
    level: levelOf(t.points).level,
    points: t.points,
    badge: bestBadge(claims.filter((c) => c.wallet === t.wallet).map((c) => c.rewardId)),
    you: t.wallet === wallet,
  }));
}
