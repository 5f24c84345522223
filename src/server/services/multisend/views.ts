import { and, eq, inArray } from 'drizzle-orm';
import {
  batchActionMessages,
  type BatchDetail,
  type BatchKind,
  type BatchRecord,
  type BatchStatus,
} from '@shared/schemas/multisend';
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

/** What a batch's status is read from: its latest operation. */
export interface LatestOperation {
  status: string;
  error: string | null;
  updatedAt: Date | null;
}
const NOT_LOADED: LatestOperation = { status: 'planned', error: null, updatedAt: null };

/** Transaction rows and operations of the batches' operations, keyed `${operationId}:${index}`. */
async function operationState(db: Db, operationIds: string[]) {
  const txs = new Map<string, TxState>();
  const ops = new Map<string, LatestOperation>();
  if (operationIds.length === 0) return { txs, ops };
  const opRows = await db
    .select({
      id: operations.id,
      status: operations.status,
      error: operations.error,
      updatedAt: operations.updatedAt,
    })
    .from(operations)
    .where(inArray(operations.id, operationIds));
  for (const o of opRows) ops.set(o.id, o);
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
      : recipientState(tx, ops.get(r.operationId)?.status);
    return { row: r, tx, state };
  });
  const latest = ops.get(row.operationIds.at(-1) ?? '') ?? NOT_LOADED;
  const confirmedTxs = [...txs.values()].filter((t) => t.status === 'confirmed').length;
  return { row, states, latestOp: latest.status, latest, confirmedTxs, totalTxs: txs.size };
}

export type LoadedBatch = Awaited<ReturnType<typeof loadBatch>>;

/**
 * A batch whose only operation ended `expired` never sent anything (the pipeline expires only planned
 * operations): it expired unsigned, or the wallet cancelled it. A resumed batch replaces that operation,
 * so one operation means nothing of the batch was ever submitted.
 */
export function neverSent(row: Pick<BatchRow, 'operationIds'>, latest: LatestOperation): boolean {
  return row.operationIds.length <= 1 && (latest.status === 'planned' || latest.status === 'expired');
}

export function batchStatus(
  row: Pick<BatchRow, 'operationIds'>,
  latest: LatestOperation,
  ok: number,
  failed: number,
): BatchStatus {
  if (latest.status === 'planned') return 'awaiting_signature';
  if (latest.status === 'submitted') return 'processing';
  if (neverSent(row, latest)) return latest.error === batchActionMessages.cancelled ? 'cancelled' : 'expired';
  if (failed === 0) return 'completed';
  return ok === 0 ? 'failed' : 'partial';
}

/** What a batch record counts, from the loaded recipients here or from one GROUP BY in the history list. */
export interface BatchCounts {
  latest: LatestOperation;
  ok: number;
  failed: number;
  confirmedTxs: number;
  totalTxs: number;
}

export function recordOf(row: BatchRow, c: BatchCounts): BatchRecord {
  const status = batchStatus(row, c.latest, c.ok, c.failed);
  // An unsigned batch ends when its operation expired or was cancelled; no pipeline hook records that.
  const unsent = status === 'expired' || status === 'cancelled';
  const endTime = row.endTime ?? (unsent ? c.latest.updatedAt : null);
  return {
    id: row.id,
    kind: row.kind as BatchKind,
    token: row.tokenAddress
      ? { address: row.tokenAddress, symbol: row.tokenSymbol, decimals: row.tokenDecimals }
      : null,
    totalAmount: row.totalAmount,
    uiTotalAmount: formatBaseUnits(BigInt(row.totalAmount), row.tokenDecimals),
    recipientCount: row.recipientCount,
    status,
    completedTxs: c.confirmedTxs,
    totalTxs: c.totalTxs,
    successfulRecipients: c.ok,
    // Recipients of a batch that never sent were not attempted: not counted as failed.
    failedRecipients: unsent ? 0 : c.failed,
    startTime: row.startTime.toISOString(),
    endTime: endTime?.toISOString() ?? null,
    gasUsed: row.gasUsed,
    operationIds: row.operationIds,
  };
}

export function toRecord(b: LoadedBatch): BatchRecord {
  return recordOf(b.row, {
    latest: b.latest,
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
