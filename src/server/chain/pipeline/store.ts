import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Operation } from '@shared/schemas/operations';
import { explorerUrl } from '@shared/solana/explorer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { operationGroups, operations, operationTransactions } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type OperationRow = typeof operations.$inferSelect;
export type OperationTxRow = typeof operationTransactions.$inferSelect;

const operationWhere = (db: Db, where: SQL | undefined) =>
  db
    .select({ op: operations, tx: operationTransactions })
    .from(operations)
    .leftJoin(operationTransactions, eq(operationTransactions.operationId, operations.id))
    .where(where)
    .orderBy(asc(operationTransactions.index));
const operationById = preparedPer((db) =>
  operationWhere(db, eq(operations.id, sql.placeholder('id'))).prepare('operation_by_id'),
);
const walletsOperation = preparedPer((db) =>
  operationWhere(
    db,
    and(eq(operations.id, sql.placeholder('id')), eq(operations.wallet, sql.placeholder('wallet'))),
  ).prepare('wallets_operation'),
);

/**
 * An operation and its transactions in one query (its columns repeat on each transaction's row: they are
 * small, a batch's recipients live in their own table).
 */
export async function loadOperation(db: Db, id: string, wallet?: string) {
  const rows = await (wallet
    ? walletsOperation(db).execute({ id, wallet })
    : operationById(db).execute({ id }));
  const op = rows[0]?.op;
  if (!op) throw notFound('Operation not found');
  return { op, txs: rows.flatMap((r) => (r.tx ? [r.tx] : [])) };
}

/**
 * An operation's transactions with the operation's status, in one query (confirmation reads these on
 * every pass; the operation row itself comes back from the update that finishes it).
 */
export async function loadTransactions(db: Db, id: string) {
  const rows = await db
    .select({
      tx: operationTransactions,
      opStatus: operations.status,
      groupId: operations.groupId,
      groupSettledAt: operationGroups.settledAt,
    })
    .from(operationTransactions)
    .innerJoin(operations, eq(operations.id, operationTransactions.operationId))
    .leftJoin(operationGroups, eq(operationGroups.id, operations.groupId))
    .where(eq(operationTransactions.operationId, id))
    .orderBy(asc(operationTransactions.index));
  const first = rows[0];
  if (!first) throw notFound('Operation not found');
  return {
    status: first.opStatus,
    txs: rows.map((r) => r.tx),
    groupId: first.groupId,
    groupSettled: first.groupSettledAt !== null,
  };
}

export function operationView(ctx: AppContext, op: OperationRow, txs: OperationTxRow[]): Operation {
  const last = [...txs].reverse().find((t) => t.signature && t.role !== 'settlement');
  return {
    id: op.id,
    kind: op.kind,
    status: op.status as Operation['status'],
    summary: op.summary,
    result: op.result ?? null,
    error: op.error,
    transactions: txs.map((t) => ({
      index: t.index,
      signature: t.signature,
      status: t.status as Operation['status'],
      error: t.error,
    })),
    explorerUrl: last?.signature ? explorerUrl('tx', last.signature, ctx.chain.cluster) : null,
    createdAt: op.createdAt.toISOString(),
    updatedAt: op.updatedAt.toISOString(),
  };
}

export async function getOperationView(ctx: AppContext, id: string, wallet: string): Promise<Operation> {
  const { op, txs } = await loadOperation(ctx.database.db, id, wallet);
  return operationView(ctx, op, txs);
}

export async function listOperations(ctx: AppContext, wallet: string, limit: number): Promise<Operation[]> {
  const { db } = ctx.database;
  const ops = await db
    .select()
    .from(operations)
    .where(eq(operations.wallet, wallet))
    .orderBy(desc(operations.createdAt))
    .limit(limit);
  return (await withTransactions(db, ops)).map(({ op, txs }) => operationView(ctx, op, txs));
}

/** Each operation with its transactions (in their order), read in one query for all of them. */
export async function withTransactions(
  db: Db,
  ops: OperationRow[],
): Promise<Array<{ op: OperationRow; txs: OperationTxRow[] }>> {
  if (ops.length === 0) return [];
  const txs = await db
    .select()
    .from(operationTransactions)
    .where(
      inArray(
        operationTransactions.operationId,
        ops.map((o) => o.id),
      ),
    )
    .orderBy(asc(operationTransactions.index));
  return ops.map((op) => ({ op, txs: txs.filter((t) => t.operationId === op.id) }));
}
