import type { FinishedOperation } from '../../chain/pipeline/operation-definition';
import type { ConfirmedListener } from '../../chain/pipeline/registry';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { pointEvents } from '../../db/schema';
import { liquidityAddedUsd, liquidityPointsFor } from './liquidity-points';
import { questAwards, recordQuestAwards, todayCount } from './quests';
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
 * Called with the confirmed operations in the transaction that confirms them (one, or a group's at once),
 * so points exist only for confirmed operations; the unique (operation, reason) index makes a repeated
 * confirm pass add nothing. A group's events are one INSERT; each is counted, for the daily quests, after
 * the wallet's events before it, in the group as at one at a time.
 */
export const recordOperationPoints: ConfirmedListener = async (tx, ops) => {
  const earning: { op: FinishedOperation<unknown>; reason: string; points: number }[] = [];
  for (const op of ops) {
    const rule = POINT_RULES[op.kind];
    if (!rule) continue;
    const points = await pointsOf(tx, op.kind, op.summary, rule.points);
    if (points > 0) earning.push({ op, reason: rule.reason, points });
  }
  if (earning.length === 0) return;
  for (const wallet of [...new Set(earning.map((e) => e.op.wallet))].sort())
    await lockWalletPoints(tx, wallet);
  // The day's count and a pending referral come back with the insert: the statement reads the table as
  // it was before it, so an event is that count plus the same wallet's events before it here, plus one.
  const inserted = await tx
    .insert(pointEvents)
    .values(
      earning.map(({ op, reason, points }) => ({
        wallet: op.wallet,
        operationId: op.id,
        kind: op.kind,
        reason,
        points,
      })),
    )
    .onConflictDoNothing()
    .returning({
      operationId: pointEvents.operationId,
      earlierToday: todayCount(tx, pointEvents.wallet, pointEvents.reason),
      referred: pendingReferral(tx, pointEvents.wallet),
    });
  const byOperation = new Map(inserted.map((row) => [row.operationId, row]));
  const earlierHere = new Map<string, number>();
  const awards: ReturnType<typeof questAwards> = [];
  for (const { op, reason } of earning) {
    const row = byOperation.get(op.id);
    if (!row) continue;
    const key = `${op.wallet}|${reason}`;
    const here = earlierHere.get(key) ?? 0;
    earlierHere.set(key, here + 1);
    awards.push(...questAwards(op, reason, row.earlierToday + here + 1));
    // A second event of one referred wallet finds the referral qualified by the first: nothing more.
    if (row.referred) await qualifyReferral(tx, op);
  }
  // A group's quest XP in one statement (a rush of wallets' third trades completes a quest each).
  await recordQuestAwards(tx, awards);
};

/** Liquidity earns by the USD value added (a removal earns nothing); every other kind its fixed points. */
async function pointsOf(tx: Db, kind: string, summary: unknown, fixed: number): Promise<number> {
  if (POINT_RULES[kind]?.reason !== 'liquidity') return fixed;
  const usd = await liquidityAddedUsd(tx, summary);
  return usd === null ? 0 : liquidityPointsFor(usd);
}
