import { randomUUID } from 'node:crypto';
import type { Address, Instruction } from '@solana/kit';
import { and, eq, fillPlaceholders, gt, inArray, notInArray, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operations, operationTransactions } from '../../db/schema';
import { walletPriority } from '../wallet-priority';
import { buildTransaction, type BuiltTransaction, type Lifetime } from './build';
import { checkPlannedSummary, type OperationDefinition } from './operation-definition';
import { rememberPlanned } from './just-planned';
import { acceptPrebuilt, type PrebuiltTransaction } from './prebuilt';
import type { OperationRow, OperationTxRow } from './store';

export interface PlanRequest<S> {
  wallet: Address;
  summary: S;
  /** In sending order: an instruction list to compile, or a transaction built elsewhere (Jupiter). */
  transactions: Array<Instruction[] | PrebuiltTransaction>;
}

type Stored = Omit<BuiltTransaction, 'computeUnits'>;

/** A blockhash is usable for 150 blocks (about a minute); older plans can no longer collide. */
const BLOCKHASH_LIFETIME_MS = 120_000;

/**
 * Step 2 of the pipeline: check the summary against its kind's schema, compile and simulate (or take a
 * prebuilt transaction as is), store as `planned`, hand back for the wallet to sign.
 */
export async function planOperation<T extends z.ZodType>(
  ctx: AppContext,
  definition: OperationDefinition<T>,
  req: PlanRequest<NoInfer<z.output<T>>>,
): Promise<PlannedOperation> {
  const own = checkPlannedSummary(definition, req.summary);
  const priority = await walletPriority(ctx.database, req.wallet);
  let built = await buildAll(ctx, req, priority, null);
  // The same action twice within one blockhash compiles to the same bytes, so one signature: the second
  // would be refused at submit. Planning it again on the next blockhash makes it a transaction of its own.
  for (let tries = 0; ; tries++) {
    const refuseHeld = built.lifetime !== null && tries < 3;
    const planned = await store(ctx, definition, req.wallet, own, built.txs, refuseHeld);
    if (planned) return planned;
    // Refused as held, so it has a blockhash (prebuilt transactions are never refused).
    if (built.lifetime) built = await buildAll(ctx, req, priority, await nextLifetime(ctx, built.lifetime));
  }
}

async function buildAll<S>(
  ctx: AppContext,
  req: PlanRequest<S>,
  priority: Awaited<ReturnType<typeof walletPriority>>,
  fixed: Lifetime | null,
): Promise<{ txs: Stored[]; lifetime: Lifetime | null }> {
  let lifetime = fixed;
  const txs: Stored[] = [];
  for (const t of req.transactions) {
    if (!Array.isArray(t)) {
      txs.push(await acceptPrebuilt(ctx.chain, req.wallet, t));
      continue;
    }
    lifetime ??= await latestLifetime(ctx);
    txs.push(await buildTransaction(ctx.chain, req.wallet, lifetime, t, priority));
  }
  return { txs, lifetime };
}

const ph = sql.placeholder;

/** Another live operation of the wallet that planned one of the transactions `tx0`…: placeholders. */
function heldElsewhere(db: Db, count: number) {
  return db
    .select({ id: operations.id })
    .from(operations)
    .innerJoin(operationTransactions, eq(operationTransactions.operationId, operations.id))
    .where(
      and(
        eq(operations.wallet, ph('wallet')),
        gt(operations.createdAt, ph('since')),
        notInArray(operations.status, ['failed', 'expired']),
        inArray(
          operationTransactions.plannedTx,
          Array.from({ length: count }, (_, i) => ph(`tx${i}`)),
        ),
      ),
    );
}

/** Waits (a slot is 400 ms) for a blockhash other than `previous`; gives up after a few seconds. */
async function nextLifetime(ctx: AppContext, previous: Lifetime): Promise<Lifetime> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const next = await latestLifetime(ctx);
    if (next.blockhash !== previous.blockhash || Date.now() >= deadline) return next;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Drizzle would write this statement's text anew for every plan; it depends only on the number of
// transactions and on the held check, so each shape is written once and run with its values.
const dialect = new PgDialect();
const statements = new Map<string, Query>();

function storeStatement(db: Db, count: number, refuseHeld: boolean): Query {
  const key = `${count}:${refuseHeld}`;
  const known = statements.get(key);
  if (known) return known;
  const transactions = sql.join(
    Array.from(
      { length: count },
      (_, i) => sql`(${i}::integer, ${ph(`tx${i}`)}, ${ph(`height${i}`)}::bigint, ${ph(`fee${i}`)}::bigint)`,
    ),
    sql`, `,
  );
  // Raw SQL: drizzle's insert … select must list every column, and this one leaves the defaults to the table.
  const statement = dialect.sqlToQuery(sql`
    with planned_operation as (
      insert into ${operations} (id, wallet, kind, summary, created_at, updated_at)
      select ${ph('id')}::uuid, ${ph('wallet')}, ${ph('kind')}, ${ph('summary')}::jsonb, ${ph('now')}::timestamptz,
        ${ph('now')}::timestamptz
      where ${refuseHeld ? sql`not exists (${heldElsewhere(db, count)})` : sql`true`}
      returning id
    )
    insert into ${operationTransactions} (operation_id, index, planned_tx, last_valid_block_height, fee_lamports)
    select planned_operation.id, t.index, t.planned_tx, t.last_valid_block_height, t.fee_lamports
    from planned_operation, (values ${transactions}) as t (index, planned_tx, last_valid_block_height, fee_lamports)
    returning index`);
  statements.set(key, statement);
  return statement;
}

/**
 * Stores the operation and its transactions in one statement, so atomic without a transaction (the
 * operation's id is chosen here). With `refuseHeld`, nothing is stored and null returned when another
 * live operation of the wallet holds one of these exact transactions.
 */
async function store<S>(
  ctx: AppContext,
  definition: OperationDefinition,
  wallet: Address,
  own: S,
  built: Stored[],
  refuseHeld: boolean,
): Promise<PlannedOperation | null> {
  const networkFee = built.reduce((sum, b) => sum + b.feeLamports, 0n);
  const summary = { ...own, networkFeeLamports: networkFee.toString(), transactionCount: built.length };
  const id = randomUUID();
  const now = new Date();
  const values: Record<string, unknown> = {
    id,
    wallet,
    kind: definition.kind,
    summary: JSON.stringify(summary),
    now,
    since: new Date(now.getTime() - BLOCKHASH_LIFETIME_MS),
  };
  built.forEach((b, i) => {
    values[`tx${i}`] = b.wireBase64;
    values[`height${i}`] = b.lastValidBlockHeight;
    values[`fee${i}`] = b.feeLamports;
  });
  const statement = storeStatement(ctx.database.db, built.length, refuseHeld);
  // Both drivers (PGlite, node-postgres) answer with the returned rows in `rows`.
  const { rows } = await ctx.database.executeSql(statement.sql, fillPlaceholders(statement.params, values));
  if (rows.length === 0) return null;
  if (definition.group)
    rememberPlanned(...plannedRows(id, wallet, definition.kind, values.summary as string, now, built));
  return { operationId: id, transactions: built.map((b) => b.wireBase64), summary };
}

/** The rows `store` just wrote, as the database reads them back. */
function plannedRows(
  id: string,
  wallet: string,
  kind: string,
  summary: string,
  now: Date,
  built: Stored[],
): [OperationRow, OperationTxRow[]] {
  const op: OperationRow = {
    id,
    wallet,
    kind,
    status: 'planned',
    summary: JSON.parse(summary) as Record<string, unknown>,
    result: null,
    error: null,
    groupId: null,
    groupIndex: null,
    createdAt: now,
    updatedAt: now,
  };
  const txs = built.map((b, index): OperationTxRow => ({
    operationId: id,
    index,
    role: 'wallet',
    plannedTx: b.wireBase64,
    lastValidBlockHeight: b.lastValidBlockHeight,
    feeLamports: b.feeLamports,
    signedTx: null,
    signature: null,
    status: 'planned',
    error: null,
    submittedAt: null,
    sentAt: null,
    confirmedAt: null,
  }));
  return [op, txs];
}

async function latestLifetime(ctx: AppContext): Promise<Lifetime> {
  const { value } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight };
}
