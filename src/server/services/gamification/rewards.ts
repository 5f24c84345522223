import { and, eq, sql } from 'drizzle-orm';
import { gamificationMessages, REWARDS, type Reward } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pointEvents, rewardClaims } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { lockWalletPoints } from './points';

/** Points earned by confirmed operations minus points spent in the store. */
export async function availablePoints(db: Db, wallet: string): Promise<number> {
  const [earned] = await db
    .select({ n: sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number) })
    .from(pointEvents)
    .where(eq(pointEvents.wallet, wallet));
  const [spent] = await db
    .select({ n: sql<number>`coalesce(sum(${rewardClaims.cost}), 0)`.mapWith(Number) })
    .from(rewardClaims)
    .where(eq(rewardClaims.wallet, wallet));
  return (earned?.n ?? 0) - (spent?.n ?? 0);
}

export async function listRewards(ctx: AppContext, wallet: string): Promise<Reward[]> {
  const claims = await ctx.database.db.select().from(rewardClaims).where(eq(rewardClaims.wallet, wallet));
  return REWARDS.map((r) => {
    const claim = claims.find((c) => c.rewardId === r.id);
    return { ...r, claimed: Boolean(claim), claimedAt: claim ? claim.claimedAt.toISOString() : null };
  });
}

/**
 * Claims a reward: under the wallet's points lock the balance is read and the claim row written in one
 * transaction, so two racing claims can neither both pay nor together overspend; the unique
 * (wallet, reward) index backs the "never twice" rule even without the lock.
 */
export async function claimReward(ctx: AppContext, wallet: string, rewardId: string) {
  const reward = REWARDS.find((r) => r.id === rewardId);
  if (!reward) throw conflict('unknown_reward', gamificationMessages.unknownReward);
  if (!reward.available) throw conflict('reward_unavailable', gamificationMessages.unavailable);
  return ctx.database.db.transaction(async (tx) => {
    await lockWalletPoints(tx, wallet);
    const [existing] = await tx
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.wallet, wallet), eq(rewardClaims.rewardId, rewardId)));
    if (existing) throw conflict('already_claimed', gamificationMessages.alreadyClaimed);
    const balance = await availablePoints(tx, wallet);
    if (balance < reward.cost) throw conflict('not_enough_points', gamificationMessages.notEnoughPoints);
    const inserted = await tx
      .insert(rewardClaims)
      .values({ wallet, rewardId, cost: reward.cost })
      .onConflictDoNothing()
      .returning({ claimedAt: rewardClaims.claimedAt });
    if (inserted.length === 0) throw conflict('already_claimed', gamificationMessages.alreadyClaimed);
    return { rewardId, cost: reward.cost, availablePoints: balance - reward.cost };
  });
}
