import { and, asc, eq, inArray } from 'drizzle-orm';
import { priceInSol, spotPrice, type CurveKind } from '@shared/math/bonding-curve';
import type { RehearsalTimelineStep } from '@shared/schemas/launch-rehearsal';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { AppContext } from '../../context';
import { launchTrades, operations, operationTransactions, rehearsalWallets } from '../../db/schema';

const STATUS: Record<string, RehearsalTimelineStep['status']> = { confirmed: 'confirmed', failed: 'failed' };

/** SOL per token after each recorded trade of the curve, by signature: `raised` summed in trade order. */
async function pricesAfter(ctx: AppContext, mint: string, curve: CurveKind) {
  const trades = await ctx.database.db
    .select({
      signature: launchTrades.signature,
      side: launchTrades.side,
      lamports: launchTrades.lamports,
      soldAfter: launchTrades.soldAfter,
    })
    .from(launchTrades)
    .where(eq(launchTrades.mint, mint))
    .orderBy(asc(launchTrades.seq));
  const after = new Map<string, number>();
  let raised = 0n;
  for (const t of trades) {
    raised += t.side === 'buy' ? BigInt(t.lamports) : -BigInt(t.lamports);
    after.set(t.signature, priceInSol(spotPrice({ kind: curve, sold: BigInt(t.soldAfter), raised })));
  }
  return after;
}

/**
 * The rehearsal's steps as recorded: the launch and trade operations of its generated wallets, in the
 * order they were planned, each with its signature and, once landed, the recorded trade's amounts and the
 * curve's price after it. Nothing is kept for the timeline itself, so it cannot disagree with the record.
 */
export async function rehearsalTimeline(
  ctx: AppContext,
  rehearsalId: string,
  launch: { mint: string; curve: CurveKind } | null,
): Promise<RehearsalTimelineStep[]> {
  const { db } = ctx.database;
  const rows = await db
    .select({
      id: operations.id,
      wallet: operations.wallet,
      kind: operations.kind,
      status: operations.status,
      summary: operations.summary,
      result: operations.result,
      error: operations.error,
      createdAt: operations.createdAt,
      updatedAt: operations.updatedAt,
      signature: operationTransactions.signature,
    })
    .from(operations)
    .innerJoin(rehearsalWallets, eq(rehearsalWallets.wallet, operations.wallet))
    .leftJoin(
      operationTransactions,
      and(eq(operationTransactions.operationId, operations.id), eq(operationTransactions.index, 0)),
    )
    .where(
      and(
        eq(rehearsalWallets.rehearsalId, rehearsalId),
        inArray(operations.kind, [OPERATION_KIND.launchpadLaunch, OPERATION_KIND.launchpadTrade]),
      ),
    )
    .orderBy(asc(operations.createdAt));
  const prices = launch ? await pricesAfter(ctx, launch.mint, launch.curve) : new Map<string, number>();
  return rows.map((r) => {
    const summary = r.summary as { side?: string; tokens?: string; lamports?: string };
    // A landed trade reports what it recorded (a one-signature trade settles at its fair amounts).
    const landed = (r.result ?? {}) as { tokens?: string; lamports?: string };
    const status = STATUS[r.status] ?? 'pending';
    const action =
      r.kind === OPERATION_KIND.launchpadLaunch ? 'launch' : summary.side === 'sell' ? 'sell' : 'buy';
    return {
      operationId: r.id,
      wallet: r.wallet,
      action,
      status,
      tokens: String((status === 'confirmed' ? landed.tokens : undefined) ?? summary.tokens ?? '0'),
      lamports: String((status === 'confirmed' ? landed.lamports : undefined) ?? summary.lamports ?? '0'),
      priceAfterSol: (r.signature ? prices.get(r.signature) : undefined) ?? null,
      signature: r.signature,
      error: r.error,
      at: r.updatedAt.toISOString(),
    };
  });
}
