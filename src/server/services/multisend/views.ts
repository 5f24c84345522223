import { and, eq, inArray } from 'drizzle-orm';
import type { BatchDetail, BatchKind, BatchRecord, BatchStatus } from '@shared/schemas/multisend';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { Db } from '../../db/client';
import { batches, batchRecipients, operations, operationTransactions } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type BatchRow = typeof batches.$inferSelect;
type TxState = {
  status: string;
  signature: string | null;
  error: string | null;
  lastValidBlockHeight: bigint;
};
export type RecipientState = 'pending' | 'confirmed' | 'failed';

/** Transaction rows and operation statuses of the batches' operations, keyed `${operationId}:${index}`. */
async function operationState(db: Db, operationIds: string[]) {
  const txs = new Map<string, TxState>();
  const ops = new Map<string, string>();
  if (operationIds.length === 0) return { txs, ops };
  const opRows = await db
    .select({ id: operations.id, status: operations.status })
    .from(operations)
    .where(inArray(operations.id, operationIds));
  for (const o of opRows) ops.set(o.id, o.status);
  const rows = await db
    .select({
      operationId: operationTransactions.operationId,
      index: operationTransactions.index,
      status: operationTransactions.status,
      signature: operationTransactions.signature,
      error: operationTransactions.error,
      lastValidBlockHeight: operationTransactions.lastValidBlockHeight,
    })
    .from(operationTransactions)
    .where(inArray(operationTransactions.operationId, operationIds));
  for (const r of rows) txs.set(`${r.operationId}:${r.index}`, r);
  return { txs, ops };
}

export function recipientState(tx: TxState | undefined, opStatus: string | undefined): RecipientState {
  if (tx?.status === 'confirmed') return 'confirmed';
  if (tx?.status === 'failed' || opStatus === 'expired') return 'failed';
  return 'pending';
}

/** The batch with live per-recipient status, read from the transactions that pay each recipient. */
export async function loadBatch(db: Db, id: string, wallet?: string) {
  const where = wallet ? and(eq(batches.id, id), eq(batches.wallet, wallet)) : eq(batches.id, id);
  const [row] = await db.select().from(batches).where(where);
  if (!row) throw notFound('Batch not found');
  const recipients = await db
    .select()
    .from(batchRecipients)
    .where(eq(batchRecipients.batchId, id))
    .orderBy(batchRecipients.position);
  const { txs, ops } = await operationState(db, row.operationIds);
  const states = recipients.map((r) => {
    const tx = txs.get(`${r.operationId}:${r.txIndex}`);
    const state: RecipientState = r.settledSignature
      ? 'confirmed'
      : recipientState(tx, ops.get(r.operationId));
    return { row: r, tx, state };
  });
  const latestOp = ops.get(row.operationIds.at(-1) ?? '') ?? 'planned';
  const confirmedTxs = [...txs.values()].filter((t) => t.status === 'confirmed').length;
  return { row, states, latestOp, confirmedTxs, totalTxs: txs.size };
}

export type LoadedBatch = Awaited<ReturnType<typeof loadBatch>>;

export function batchStatus(latestOp: string, ok: number, failed: number): BatchStatus {
  if (latestOp === 'planned') return 'pending';
  if (latestOp === 'submitted') return 'processing';
  if (failed === 0) return 'completed';
  return ok === 0 ? 'failed' : 'partial';
}

/** What a batch record counts, from the loaded recipients here or from one GROUP BY in the history list. */
export interface BatchCounts {
  latestOp: string;
  ok: number;
  failed: number;
  confirmedTxs: number;
  totalTxs: number;
}

export function recordOf(row: BatchRow, c: BatchCounts): BatchRecord {
  return {
    id: row.id,
    kind: row.kind as BatchKind,
    token: row.tokenAddress
      ? { address: row.tokenAddress, symbol: row.tokenSymbol, decimals: row.tokenDecimals }
      : null,
    totalAmount: row.totalAmount,
    uiTotalAmount: formatBaseUnits(BigInt(row.totalAmount), row.tokenDecimals),
    recipientCount: row.recipientCount,
    status: batchStatus(c.latestOp, c.ok, c.failed),
    completedTxs: c.confirmedTxs,
    totalTxs: c.totalTxs,
    successfulRecipients: c.ok,
    failedRecipients: c.failed,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    gasUsed: row.gasUsed,
    operationIds: row.operationIds,
  };
}

export function toRecord(b: LoadedBatch): BatchRecord {
  return recordOf(b.row, {
    latestOp: b.latestOp,
    ok: b.states.filter((s) => s.state === 'confirmed').length,
    failed: b.states.filter((s) => s.state === 'failed').length,
    confirmedTxs: b.confirmedTxs,
    totalTxs: b.totalTxs,
  });
}

export async function getBatch(db: Db, id: string, wallet: string): Promise<BatchDetail> {
  const b = await loadBatch(db, id, wallet);
  return {
    ...toRecord(b),
    recipients: b.states.map(({ row, tx, state }) => ({
      address: row.address,
      amount: row.amount,
      uiAmount: formatBaseUnits(BigInt(row.amount), b.row.tokenDecimals),
      status: state,
      signature: row.settledSignature ?? tx?.signature ?? null,
      error: state === 'failed' ? (tx?.error ?? 'The transaction expired before it was sent') : null,
    })),
  };
}
