import type { ConfirmedListener } from '../../chain/pipeline/registry';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { pointEvents } from '../../db/schema';
import { liquidityAddedUsd, liquidityPointsFor } from './liquidity-points';
import { awardCompletedQuests, todayCount } from './quests';
import { pendingReferral, qualifyReferral } from './referrals';

/**
 * Points per confirmed operation kind, and the activity each counts as (liquidity: see pointsOf). A curve
 * trade is a trade and a CLMM deposit adds liquidity, as the quests and stats count them.
 */
export const POINT_RULES: Record<string, { reason: string; points: number }> = {
  token_create: { reason: 'token_created', points: 100 },
  dex_swap: { reason: 'trade', points: 10 },
  jupiter_swap: { reason: 'trade', points: 10 },
  launchpad_trade: { reason: 'trade', points: 10 },
  liquidity: { reason: 'liquidity', points: 25 },
  clmm_position: { reason: 'liquidity', points: 25 },
  multisend: { reason: 'batch', points: 20 },
  token_burn: { reason: 'burn', points: 15 },
};

/**
 * One wallet's point writes (earning, quest XP, store claims) take turns: a transaction-scoped advisory
 * lock, so a racing claim reads a balance no other claim is about to spend.
 */
export async function lockWalletPoints(tx: Db, wallet: string): Promise<void> {
  await advisoryXactLock(tx, `points:${wallet}`);
}

/**
 * Called for every confirmed operation in the transaction that confirms it, so points exist only for
 * confirmed operations; the unique (operation, reason) index makes a repeated confirm pass add nothing.
 */
export const recordOperationPoints: ConfirmedListener = async (tx, op) => {
  const rule = POINT_RULES[op.kind];
  if (!rule) return;
  const points = await pointsOf(tx, op.kind, op.summary, rule.points);
  if (points === 0) return;
  await lockWalletPoints(tx, op.wallet);
  // The day's count and a pending referral come back with the insert: the statement reads the table as
  // it was before it, so this event is the count plus one.
  const [inserted] = await tx
    .insert(pointEvents)
    .values({
      wallet: op.wallet,
      operationId: op.id,
      kind: op.kind,
      reason: rule.reason,
      points,
    })
    .onConflictDoNothing()
    .returning({
      earlierToday: todayCount(tx, op.wallet, rule.reason),
      referred: pendingReferral(tx, op.wallet),
    });
  if (!inserted) return;
  await awardCompletedQuests(tx, op, rule.reason, inserted.earlierToday + 1);
  if (inserted.referred) await qualifyReferral(tx, op);
};

/** Liquidity earns by the USD value added (a removal earns nothing); every other kind its fixed points. */
async function pointsOf(tx: Db, kind: string, summary: unknown, fixed: number): Promise<number> {
  if (POINT_RULES[kind]?.reason !== 'liquidity') return fixed;
  const usd = await liquidityAddedUsd(tx, summary);
  return usd === null ? 0 : liquidityPointsFor(usd);
}
