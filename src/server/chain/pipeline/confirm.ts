import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operations, operationTransactions } from '../../db/schema';
import { checkSent, type TxUpdate } from './check-sent';
import { earlierInGroupOpen, recoverGroup } from './group-recover';
import { openOperation, type FinishedOperation, type OperationDefinition } from './operation-definition';
import { sendClaimed, sendUnsent } from './send';
import { loadTransactions, type OperationRow, type OperationTxRow } from './store';

export const CONFIRM_QUEUE = 'operations.confirm';

export type ConfirmState = 'sending' | 'pending' | 'done';

/** The operation as the pass that finished it left it (what a reload right after would read). */
export interface FinishedRows {
  op: OperationRow;
  txs: OperationTxRow[];
}

export async function confirmOperation(
  ctx: AppContext,
  id: string,
  sendLimit = Number.MAX_SAFE_INTEGER,
): Promise<ConfirmState> {
  return (await confirmPass(ctx, id, sendLimit)).state;
}

/**
 * Sends up to `sendLimit` never-sent transactions, then checks the chain for every sent one; finishes the
 * operation when none is left. 'sending' = unsent transactions remain; 'pending' = waiting on the chain.
 * A settlement (platform-signed, see settlement.ts) is sent only once every wallet transaction confirmed,
 * and dropped unsent if one failed.
 */
export async function confirmPass(
  ctx: AppContext,
  id: string,
  sendLimit = Number.MAX_SAFE_INTEGER,
  claimed?: FinishedRows,
): Promise<{ state: ConfirmState; finished?: FinishedRows | null }> {
  const txs = claimed ? await sendJustClaimed(ctx, id, claimed.txs) : await sendAndLoad(ctx, id, sendLimit);
  if (!txs) return { state: 'done' };
  if (txs === 'pending') return { state: 'pending' };
  // Settled statuses never change again, so what was loaded plus what was just settled is the state now.
  let now = withUpdates(txs, await checkSent(ctx, id, txs));
  const wallet = now.filter((t) => t.role !== 'settlement');
  if (wallet.some(unsent)) return { state: 'sending' };
  if (now.some((t) => t.role === 'settlement' && unsent(t))) {
    if (wallet.some((t) => t.status === 'failed')) {
      now = withUpdates(now, await dropSettlement(ctx, id, now));
    } else if (wallet.every((t) => t.status === 'confirmed')) {
      const { sent, refused } = await sendUnsent(ctx, id, Number.MAX_SAFE_INTEGER, 'settlement');
      now = now.map((t) => (sent.includes(t.index) ? { ...t, sentAt: new Date() } : t));
      now = withUpdates(now, refused);
      now = withUpdates(
        now,
        await checkSent(
          ctx,
          id,
          now.filter((t) => sent.includes(t.index)),
        ),
      );
    } else return { state: 'pending' };
  }
  if (now.some(unsent)) return { state: 'sending' };
  if (now.some((t) => t.status === 'submitted')) return { state: 'pending' };
  return { state: 'done', finished: await finishOperation(ctx, id, now, claimed?.op) };
}

/**
 * An operation of a group whose settlements are not stored yet (a crash, or a slow cluster) cannot finish
 * alone: its group is settled first (group-recover.ts), then it goes on as any other, after the ones
 * before it in the group.
 */
async function sendAndLoad(ctx: AppContext, id: string, sendLimit: number) {
  await sendUnsent(ctx, id, sendLimit);
  let loaded = await loadTransactions(ctx.database.db, id);
  if (loaded.status === 'submitted' && loaded.groupId && !loaded.groupSettled) {
    if ((await recoverGroup(ctx, loaded.groupId)) !== 'settled') return 'pending' as const;
    loaded = await loadTransactions(ctx.database.db, id);
  }
  if (loaded.status === 'submitted' && loaded.groupId && (await earlierInGroupOpen(ctx, loaded.groupId, id)))
    return 'pending' as const;
  return loaded.status === 'submitted' ? loaded.txs : null;
}

/**
 * The first pass of the request that claimed the operation: its rows are what the claim stored, wallet
 * transactions already marked sent (see submit.ts), so they are sent without another claim or reload.
 */
async function sendJustClaimed(ctx: AppContext, id: string, claimed: OperationTxRow[]) {
  const toSend = claimed.filter((t) => t.role !== 'settlement' && t.status === 'submitted' && t.sentAt);
  return withUpdates(claimed, (await sendClaimed(ctx, id, toSend)).refused);
}

const unsent = (t: OperationTxRow) => t.status === 'submitted' && !t.sentAt;

const withUpdates = (txs: OperationTxRow[], updates: Map<number, TxUpdate>): OperationTxRow[] =>
  updates.size === 0 ? txs : txs.map((t) => ({ ...t, ...updates.get(t.index) }));

/** A settlement never sent while a wallet transaction failed: nothing was traded, so nothing is owed. */
async function dropSettlement(
  ctx: AppContext,
  id: string,
  txs: OperationTxRow[],
): Promise<Map<number, TxUpdate>> {
  const update = {
    status: 'failed',
    error: 'Not sent: the signed transaction did not execute, so nothing is owed.',
  } as const;
  await ctx.database.db
    .update(operationTransactions)
    .set(update)
    .where(
      and(
        eq(operationTransactions.operationId, id),
        eq(operationTransactions.role, 'settlement'),
        isNull(operationTransactions.sentAt),
      ),
    );
  return new Map(txs.filter((t) => t.role === 'settlement' && unsent(t)).map((t) => [t.index, update]));
}

/** The operation was finished by another pass (another instance, or a job) while this one worked. */
export class FinishedElsewhere extends Error {}

/**
 * After a failed finish: a hook's write can collide with the same write by a pass that finished the
 * operation meanwhile (a record's unique index), before the guarded update is reached. That pass's
 * outcome stands. On an operation still `submitted` the error is real.
 */
export async function finishedMeanwhile(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ status: operations.status })
    .from(operations)
    .where(eq(operations.id, id))
    .catch(() => []);
  return row !== undefined && row.status !== 'submitted';
}

/**
 * Marks the operation confirmed or failed, with what its feature's hooks record, in one transaction. The
 * hooks run first and the status update last, so one update carries the result; it only applies to a
 * still `submitted` operation, and otherwise everything the hooks wrote is rolled back. `known` is the
 * row as the submitting request claimed it (read here when a job finishes the operation).
 */
export async function finishOperation(
  ctx: AppContext,
  id: string,
  txs: OperationTxRow[],
  known?: OperationRow,
): Promise<FinishedRows | null> {
  const outcome = await ctx.database.db
    .transaction((tx) => finishInTx(ctx, tx, id, txs, known))
    .catch(async (error: unknown) => {
      if (error instanceof FinishedElsewhere || (await finishedMeanwhile(ctx, id))) return null;
      throw error;
    });
  if (!outcome) return null;
  afterFinish(ctx, outcome);
  return { op: outcome.op, txs };
}

export interface FinishOutcome {
  op: OperationRow;
  confirmed: { definition: OperationDefinition; finished: FinishedOperation<unknown> } | null;
}

export function afterFinish(ctx: AppContext, outcome: FinishOutcome): void {
  outcome.confirmed?.definition.afterCommit?.(outcome.confirmed.finished, ctx);
}

/**
 * The body of `finishOperation`, in the caller's transaction (a group finishes all its operations in
 * one). Throws `FinishedElsewhere` when the operation is no longer `submitted` at the update.
 */
export async function finishInTx(
  ctx: AppContext,
  tx: Db,
  id: string,
  txs: OperationTxRow[],
  known?: OperationRow,
): Promise<FinishOutcome | null> {
  // No row lock here: every finishing pass takes its locks in one order (the hooks', then this row's).
  const current = known ?? (await tx.select().from(operations).where(eq(operations.id, id)))[0];
  if (current?.status !== 'submitted') return null;
  // A settlement never un-does the trade: the operation is what the wallet's transactions did.
  const walletTxs = txs.filter((t) => t.role !== 'settlement');
  const ok = walletTxs.every((t) => t.status === 'confirmed');
  const settlementError = txs.find((t) => t.role === 'settlement' && t.status === 'failed')?.error;
  const definition = ctx.operations.get(current.kind);
  const finished = {
    ...openOperation(definition, current),
    signatures: walletTxs.map((t) => t.signature ?? ''),
  };
  let result: Record<string, unknown> | undefined;
  if (ok) {
    const recorded = (await definition.onConfirmed?.(tx, finished, ctx)) ?? {};
    for (const listener of ctx.operations.onAnyConfirmed) await listener(tx, [finished], ctx);
    result = {
      ...recorded,
      signature: finished.signatures.at(-1) ?? null,
      ...(settlementError ? { settlementError } : {}),
    };
  } else await definition.onFailed?.(tx, finished, ctx);
  const [op] = await tx
    .update(operations)
    .set({
      status: ok ? 'confirmed' : 'failed',
      error: ok ? null : (walletTxs.find((t) => t.error)?.error ?? 'Transaction failed'),
      updatedAt: new Date(),
      ...(result ? { result } : {}),
    })
    .where(and(eq(operations.id, id), eq(operations.status, 'submitted')))
    .returning();
  if (!op) throw new FinishedElsewhere();
  if (ok && settlementError)
    ctx.logger.error({ operationId: id, settlementError }, 'settlement failed on chain');
  return { op, confirmed: ok ? { definition, finished } : null };
}

/** Sends chunk by chunk until everything is out, stopping between chunks when the server stops. */
async function drive(ctx: AppContext, operationId: string): Promise<void> {
  const { SEND_CHUNK_SIZE, SEND_CHUNK_INTERVAL_MS } = ctx.env;
  for (;;) {
    const state = await confirmOperation(ctx, operationId, SEND_CHUNK_SIZE);
    if (state === 'done') return;
    if (state === 'pending' || ctx.jobs.stopping) break;
    if (SEND_CHUNK_INTERVAL_MS > 0) await new Promise((r) => setTimeout(r, SEND_CHUNK_INTERVAL_MS));
  }
  if (!ctx.jobs.stopping) await ctx.jobs.send(CONFIRM_QUEUE, { operationId }, { startAfterSeconds: 1 });
}

/** Worker + restart recovery: every operation left `submitted` is sent (or re-checked) and confirmed. */
export async function startConfirmWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ operationId: string }>(CONFIRM_QUEUE, ({ operationId }) => drive(ctx, operationId));
  const pending = await ctx.database.db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.status, 'submitted'));
  for (const { id } of pending) await ctx.jobs.send(CONFIRM_QUEUE, { operationId: id });
}
