import { and, eq, isNull, sql } from 'drizzle-orm';
import { gamificationMessages, REFERRAL_POINTS } from '@shared/schemas/gamification';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pointEvents, referrals } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { awardCompletedQuests } from './quests';

/**
 * Records who referred the signed-in wallet (from a `?ref=` link). Only a wallet with no confirmed
 * operation yet can join by referral, and only once; it counts for the referrer when its first operation confirms.
 */
export async function joinByReferral(ctx: AppContext, wallet: string, referrer: string) {
  if (referrer === wallet) throw badRequest(gamificationMessages.selfReferral);
  const { db } = ctx.database;
  const [earned] = await db
    .select({ id: pointEvents.id })
    .from(pointEvents)
    .where(eq(pointEvents.wallet, wallet))
    .limit(1);
  if (earned) throw conflict('not_new_wallet', gamificationMessages.notNewWallet);
  await db.insert(referrals).values({ referred: wallet, referrer }).onConflictDoNothing();
  return referralOf(ctx, wallet);
}

export async function referralOf(ctx: AppContext, wallet: string) {
  const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.referred, wallet));
  return { referrer: row?.referrer ?? null, qualified: Boolean(row?.qualifiedAt) };
}

/**
 * The referrer still waiting for `wallet`'s first point-earning operation, as a scalar subquery (`wallet`
 * may be the column of the row an INSERT … RETURNING returns).
 */
export function pendingReferral(tx: Db, wallet: string | typeof pointEvents.wallet) {
  const pending = tx
    .select({ referrer: referrals.referrer })
    .from(referrals)
    .where(and(eq(referrals.referred, wallet), isNull(referrals.qualifiedAt)));
  return sql<string | null>`(${pending})`;
}

/** Inside the confirming transaction of the referred wallet's first point-earning operation. */
export async function qualifyReferral(
  tx: Db,
  op: { id: string; wallet: string; kind: string },
): Promise<void> {
  const [row] = await tx
    .update(referrals)
    .set({ qualifiedAt: new Date() })
    .where(and(eq(referrals.referred, op.wallet), isNull(referrals.qualifiedAt)))
    .returning({ referrer: referrals.referrer });
  if (!row) return;
  const referrerOp = { id: op.id, wallet: row.referrer, kind: op.kind };
  await tx
    .insert(pointEvents)
    .values({
      wallet: row.referrer,
      operationId: op.id,
      kind: op.kind,
      reason: 'referral',
      points: REFERRAL_POINTS,
    })
    .onConflictDoNothing();
  await awardCompletedQuests(tx, referrerOp, 'referral');
}
