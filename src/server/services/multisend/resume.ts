import type { Address } from '@solana/kit';
import { and, eq, sql } from 'drizzle-orm';
import {
  batchActionMessages as m,
  type BatchDetail,
  type BatchKind,
  type BatchPlan,
  type Priority,
} from '@shared/schemas/multisend';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { batches, batchRecipients, operations } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { buildBatch } from './build';
import { planBuilt } from './plan';
import { batchStatus, getBatch, loadBatch } from './views';

/**
 * Ends the batch's planned operation (`expired` with `error`) unless the wallet's signature got it
 * submitted first: the same conditional update the pipeline's claim races against, so exactly one wins.
 */
async function endPlanned(ctx: AppContext, operationId: string, error: string): Promise<boolean> {
  const rows = await ctx.database.db
    .update(operations)
    .set({ status: 'expired', error, updatedAt: new Date() })
    .where(and(eq(operations.id, operationId), eq(operations.status, 'planned')))
    .returning({ id: operations.id });
  return rows.length > 0;
}

const running = () => conflict('batch_running', 'The batch is already being sent');

/** Cancel of a batch awaiting signature: its transactions can no longer be submitted; nothing was sent. */
export async function cancelBatch(ctx: AppContext, wallet: Address, id: string): Promise<BatchDetail> {
  const { db } = ctx.database;
  const b = await loadBatch(db, id, wallet);
  const latestId = b.row.operationIds.at(-1) ?? '';
  if (b.latestOp !== 'planned') throw conflict('batch_not_awaiting', m.notAwaiting);
  if (!(await endPlanned(ctx, latestId, m.cancelled))) throw running();
  await db.transaction(async (tx) => {
    const after = await loadBatch(tx, id);
    const ok = after.states.filter((s) => s.state === 'confirmed').length;
    const failed = after.states.filter((s) => s.state === 'failed').length;
    await tx
      .update(batches)
      .set({
        finalStatus: batchStatus(after.row, after.latest, ok, failed),
        successfulRecipients: ok,
        failedRecipients: failed,
        endTime: new Date(),
      })
      .where(eq(batches.id, id));
  });
  return getBatch(db, id, wallet);
}

/**
 * Resume of a batch awaiting signature, or one that expired before it was signed: its unsent recipients
 * are planned again with a fresh blockhash (same amounts), and the new operation takes the old one's
 * place. The old one is ended first, so a signature of the stale plan can no longer be submitted.
 */
export async function resumeBatch(ctx: AppContext, wallet: Address, id: string): Promise<BatchPlan> {
  const { db } = ctx.database;
  const b = await loadBatch(db, id, wallet);
  const latestId = b.row.operationIds.at(-1) ?? '';
  const resumable = b.latestOp === 'planned' || (b.latestOp === 'expired' && b.latest.error !== m.cancelled);
  if (!resumable) throw conflict('batch_not_resumable', m.notResumable);
  if (b.latestOp === 'planned' && !(await endPlanned(ctx, latestId, m.replaced))) throw running();
  const unsent = b.states.filter((s) => s.row.operationId === latestId && !s.row.settledSignature);
  if (unsent.length === 0) throw badRequest(m.nothingToResume);
  const decimals = b.row.tokenDecimals;
  const built = await buildBatch(ctx, wallet, {
    kind: b.row.kind as BatchKind,
    tokenAddress: b.row.tokenAddress,
    type: 'custom',
    totalAmount: undefined,
    recipients: unsent.map((s) => s.row.address),
    gasMultiplier: b.row.gasMultiplier,
    priority: b.row.priority as Priority,
    customAmounts: Object.fromEntries(
      unsent.map((s) => [s.row.address, formatBaseUnits(BigInt(s.row.amount), decimals)]),
    ),
  });
  const planned = await planBuilt(ctx, wallet, id, b.row.kind, built);
  const txOf = new Map<string, number>();
  built.packed.forEach((p, txIndex) =>
    p.recipients.forEach((i) => txOf.set(built.resolved.recipients[i]?.address ?? '', txIndex)),
  );
  await db.transaction(async (tx) => {
    // The stale operation sent nothing: dropping it from the list keeps the batch's counts to what can
    // land. Only if no other resume replaced it meanwhile (else this plan is dropped, the other stands).
    const swapped = await tx
      .update(batches)
      .set({
        operationIds: [...b.row.operationIds.slice(0, -1), planned.operationId],
        finalStatus: null,
        endTime: null,
      })
      .where(
        and(eq(batches.id, id), sql`${batches.operationIds} = ${JSON.stringify(b.row.operationIds)}::jsonb`),
      )
      .returning({ id: batches.id });
    if (swapped.length === 0) throw conflict('batch_resumed', 'The batch was resumed elsewhere');
    for (const s of unsent) {
      await tx
        .update(batchRecipients)
        .set({ operationId: planned.operationId, txIndex: txOf.get(s.row.address) ?? 0 })
        .where(and(eq(batchRecipients.batchId, id), eq(batchRecipients.position, s.row.position)));
    }
  });
  return planned;
}
