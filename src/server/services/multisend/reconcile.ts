import type { Base64EncodedWireTransaction, Signature } from '@solana/kit';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { batches, batchRecipients, operations, operationTransactions } from '../../db/schema';
import { batchStatus, loadBatch } from './views';

export const LOST_MESSAGE =
  'The chain has no record of this transaction, so this recipient was not paid. Retry to pay them.';
/** Batches that ended this recently are checked against the chain again after a restart. */
const RECHECK_WINDOW_MS = 24 * 60 * 60 * 1000;
const STATUS_CHUNK = 256;
export const RECONCILE_QUEUE = 'batches.reconcile';

/** `waiting`: some transactions the chain does not know could still land (sent again; check later). */
export interface Reconciled {
  readonly unpaid: number;
  readonly waiting: boolean;
}
const NOTHING: Reconciled = { unpaid: 0, waiting: false };

/** Recomputes a batch's counts and status from its recipients' states (after settling or losing some). */
export async function recount(tx: Db, id: string, lostFees = 0n): Promise<void> {
  const b = await loadBatch(tx, id);
  const ok = b.states.filter((s) => s.state === 'confirmed').length;
  const failed = b.states.filter((s) => s.state === 'failed').length;
  await tx
    .update(batches)
    .set({
      successfulRecipients: ok,
      failedRecipients: failed,
      finalStatus: batchStatus(b.row, b.latest, ok, failed),
      gasUsed: (BigInt(b.row.gasUsed) - lostFees).toString(),
    })
    .where(eq(batches.id, id));
}

/** Signatures the chain has executed without error. */
async function succeededOnChain(ctx: AppContext, signatures: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < signatures.length; i += STATUS_CHUNK) {
    const chunk = signatures.slice(i, i + STATUS_CHUNK);
    const { value } = await ctx.chain.rpc
      .getSignatureStatuses(chunk as Signature[], { searchTransactionHistory: true })
      .send();
    value.forEach((status, j) => {
      if (status && status.err === null) known.add(chunk[j] ?? '');
    });
  }
  return known;
}

/**
 * Chain truth for a batch: the status of every signature it counts as paid is read again. One the chain
 * does not know was never paid: while its blockhash can still land, the same signed bytes are sent again
 * (the chain takes a signature at most once); once expired, its recipients become failed and retryable.
 * Returns how many recipients were found unpaid.
 */
export async function reconcileBatch(ctx: AppContext, id: string): Promise<Reconciled> {
  const { db } = ctx.database;
  const b = await loadBatch(db, id);
  const paid = b.states.filter((s) => s.state === 'confirmed');
  const signatureOf = (s: (typeof paid)[number]) => s.row.settledSignature ?? s.tx?.signature ?? '';
  const signatures = [...new Set(paid.map(signatureOf).filter(Boolean))];
  // The height first: a transaction still unknown after it is past its blockhash can never land.
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  const known = await succeededOnChain(ctx, signatures);
  const unknown = signatures.filter((s) => !known.has(s));
  if (unknown.length === 0) return NOTHING;

  const rows = await db
    .select()
    .from(operationTransactions)
    .where(inArray(operationTransactions.signature, unknown));
  const landable = rows.filter((r) => r.signedTx && height <= r.lastValidBlockHeight);
  for (const r of landable) {
    await ctx.chain.rpc
      .sendTransaction(r.signedTx as Base64EncodedWireTransaction, {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
      .catch(() => undefined);
  }
  const lost = new Set(unknown.filter((s) => !landable.some((r) => r.signature === s)));
  const waiting = landable.length > 0;
  if (lost.size === 0) return { unpaid: 0, waiting };
  const lostRows = rows.filter((r) => r.status === 'confirmed' && lost.has(r.signature ?? ''));
  const lostFees = lostRows.reduce((sum, r) => sum + (r.feeLamports ?? 0n), 0n);
  await db.transaction(async (tx) => {
    await tx
      .update(batchRecipients)
      .set({ settledSignature: null })
      .where(and(eq(batchRecipients.batchId, id), inArray(batchRecipients.settledSignature, [...lost])));
    for (const r of lostRows) {
      await tx
        .update(operationTransactions)
        .set({ status: 'failed', error: LOST_MESSAGE, confirmedAt: null })
        .where(
          and(eq(operationTransactions.operationId, r.operationId), eq(operationTransactions.index, r.index)),
        );
      await tx
        .update(operations)
        .set({ status: 'failed', error: LOST_MESSAGE, updatedAt: new Date() })
        .where(and(eq(operations.id, r.operationId), eq(operations.status, 'confirmed')));
    }
    await recount(tx, id, lostFees);
  });
  return { unpaid: paid.filter((s) => lost.has(signatureOf(s))).length, waiting };
}

/**
 * After a restart every batch still running or ended within the window is checked against the chain,
 * in a job that checks again while some of its transactions could still land.
 */
export async function startBatchReconciliation(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ batchId: string }>(RECONCILE_QUEUE, async ({ batchId }) => {
    const { unpaid, waiting } = await reconcileBatch(ctx, batchId);
    if (unpaid > 0) ctx.logger.warn({ batchId, unpaid }, 'batch reconciled: recipients unknown to the chain');
    if (waiting && !ctx.jobs.stopping) {
      await ctx.jobs.send(RECONCILE_QUEUE, { batchId }, { startAfterSeconds: 2 });
    }
  });
  const since = new Date(Date.now() - RECHECK_WINDOW_MS);
  const rows = await ctx.database.db
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(
        isNotNull(batches.finalStatus),
        or(isNull(batches.endTime), gt(batches.endTime, since)),
        sql`${batches.successfulRecipients} > 0`,
      ),
    );
  for (const { id } of rows) await ctx.jobs.send(RECONCILE_QUEUE, { batchId: id });
}
