import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchCursor, BatchKind, BatchList } from '@shared/schemas/multisend';
import type { Db } from '../../db/client';
import { batches, batchRecipients, operations, operationTransactions } from '../../db/schema';
import { recordOf, type BatchRow, type LatestOperation } from './views';

const tx = operationTransactions;
const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** Same as `recipientState` (settled or confirmed → confirmed; failed or its operation expired → failed). */
const confirmedRecipient = sql`(${batchRecipients.settledSignature} is not null or ${tx.status} = 'confirmed')`;
const failedRecipient = sql`(${batchRecipients.settledSignature} is null and ${tx.status} is distinct from 'confirmed'
  and (${tx.status} = 'failed' or ${operations.status} = 'expired'))`;

/** The sort key as text with microseconds (a JS Date would cut them and skip rows at a page edge). */
const cursorOf = sql<string>`to_char(${batches.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  || '|' || ${batches.id}`;

async function page(db: Db, wallet: string, kind: BatchKind | undefined, limit: number, after?: BatchCursor) {
  const where: SQL[] = [eq(batches.wallet, wallet)];
  if (kind) where.push(eq(batches.kind, kind));
  if (after) {
    where.push(
      sql`(${batches.startTime}, ${batches.id}) < (${after.startTime}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ row: batches, cursor: cursorOf })
    .from(batches)
    .where(and(...where))
    .orderBy(desc(batches.startTime), desc(batches.id))
    .limit(limit + 1);
}

/** Confirmed / failed recipients per batch, joined to the transaction that pays each one. */
async function recipientCounts(db: Db, batchIds: string[]) {
  const rows = await db
    .select({
      batchId: batchRecipients.batchId,
      ok: count(confirmedRecipient),
      failed: count(failedRecipient),
    })
    .from(batchRecipients)
    .leftJoin(tx, and(eq(tx.operationId, batchRecipients.operationId), eq(tx.index, batchRecipients.txIndex)))
    .leftJoin(operations, eq(operations.id, batchRecipients.operationId))
    .where(inArray(batchRecipients.batchId, batchIds))
    .groupBy(batchRecipients.batchId);
  return new Map(rows.map((r) => [r.batchId, r]));
}

/** Status and transaction counts of every operation of the page's batches. */
async function operationCounts(db: Db, operationIds: string[]) {
  if (operationIds.length === 0) return new Map<string, OperationCounts>();
  const rows = await db
    .select({
      id: operations.id,
      status: operations.status,
      error: operations.error,
      updatedAt: operations.updatedAt,
      total: sql<number>`count(${tx.index})`.mapWith(Number),
      confirmed: count(sql`${tx.status} = 'confirmed'`),
    })
    .from(operations)
    .leftJoin(tx, eq(tx.operationId, operations.id))
    .where(inArray(operations.id, operationIds))
    .groupBy(operations.id);
  return new Map<string, OperationCounts>(rows.map((r) => [r.id, r]));
}

interface OperationCounts extends LatestOperation {
  total: number;
  confirmed: number;
}

/**
 * One page of the wallet's batches, newest first, in three queries whatever the page size; the counts
 * are the ones `getBatch` derives recipient by recipient.
 */
export async function listBatches(
  db: Db,
  wallet: string,
  q: { kind?: BatchKind; limit: number; cursor?: BatchCursor },
): Promise<BatchList> {
  const rows = await page(db, wallet, q.kind, q.limit, q.cursor);
  const shown = rows.slice(0, q.limit);
  if (shown.length === 0) return { batches: [], nextCursor: null };
  const opsOf = (row: BatchRow) => [...new Set(row.operationIds)];
  const [recipients, ops] = await Promise.all([
    recipientCounts(
      db,
      shown.map((r) => r.row.id),
    ),
    operationCounts(db, [...new Set(shown.flatMap((r) => opsOf(r.row)))]),
  ]);
  const items = shown.map(({ row }) => {
    const own = opsOf(row).map((id) => ops.get(id));
    const counted = recipients.get(row.id);
    return recordOf(row, {
      latest: ops.get(row.operationIds.at(-1) ?? '') ?? { status: 'planned', error: null, updatedAt: null },
      ok: counted?.ok ?? 0,
      failed: counted?.failed ?? 0,
      confirmedTxs: own.reduce((sum, o) => sum + (o?.confirmed ?? 0), 0),
      totalTxs: own.reduce((sum, o) => sum + (o?.total ?? 0), 0),
    });
  });
  const more = rows.length > q.limit;
  return { batches: items, nextCursor: more ? (shown.at(-1)?.cursor ?? null) : null };
}
