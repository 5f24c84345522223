import type { Address } from '@solana/kit';
import { and, eq, notExists } from 'drizzle-orm';
import { BLOCKHASH_EXPIRED_MESSAGE, type Operation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { confirmPass, CONFIRM_QUEUE, type FinishedRows } from './confirm';
import { submitInGroup } from './group-commit';
import { inFlightOn, IN_FLIGHT_MESSAGE } from './in-flight';
import { takePlanned } from './just-planned';
import { checkPlannedSummary, openOperation } from './operation-definition';
import { settlesMemo, signSettlement, type SignedSettlement } from './settlement';
import { DUPLICATE_TX_MESSAGE, heldByAnother, lockSignatures } from './signature-hold';
import { checkWalletSigned, feePayerSignature } from './signed-tx';
import { withLocks } from './locks';
import { getOperationView, loadOperation, operationView, type OperationTxRow } from './store';

export { DUPLICATE_TX_MESSAGE, IN_FLIGHT_MESSAGE };

/** How long a locked operation (a swap) waits inline for its confirmation before the lock is let go. */
const LOCKED_CONFIRM_MS = 30_000;

/**
 * Step 4 of the pipeline: check each signed message is exactly the planned one, let the feature co-sign,
 * store the signatures, then send and confirm (inline, or in a job for background operations).
 */
export async function submitOperation(
  ctx: AppContext,
  wallet: Address,
  id: string,
  signed: string[],
): Promise<Operation> {
  const { db } = ctx.database;
  const { op, txs } = takePlanned(id, wallet) ?? (await loadOperation(db, id, wallet));
  if (op.status === 'expired') throw conflict('blockhash_expired', BLOCKHASH_EXPIRED_MESSAGE);
  if (op.status !== 'planned') return getOperationView(ctx, id, wallet);
  if (signed.length !== txs.length) throw badRequest(`Expected ${txs.length} signed transactions`);
  txs.forEach((t, i) => checkWalletSigned(t.plannedTx, signed[i] ?? '', wallet));
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  if (txs.some((t) => height > t.lastValidBlockHeight)) {
    await db
      .update(operations)
      .set({ status: 'expired', error: BLOCKHASH_EXPIRED_MESSAGE, updatedAt: new Date() })
      .where(eq(operations.id, id));
    throw conflict('blockhash_expired', BLOCKHASH_EXPIRED_MESSAGE);
  }
  const definition = ctx.operations.get(op.kind);
  const pending = openOperation(definition, op);
  const keys = definition.lockKeys?.(pending) ?? [];
  if (definition.group && keys.length > 0) {
    const grouped = await submitInGroup(ctx, definition, keys, { op, txs, pending, signed });
    return grouped ? operationView(ctx, grouped.op, grouped.txs) : getOperationView(ctx, id, wallet);
  }
  const finished = await withLocks(ctx.database, keys, async () => {
    if (keys.length > 0 && (await inFlightOn(ctx, [id], keys)))
      throw conflict('in_flight', IN_FLIGHT_MESSAGE);
    const cosigned = definition.cosign ? await definition.cosign(ctx, pending, signed) : signed;
    const {
      signed: complete,
      summary,
      settlement,
    } = Array.isArray(cosigned) ? { signed: cosigned } : cosigned;
    const signatures = complete.map(feePayerSignature);
    const extra = {
      summary: summary === undefined ? undefined : checkPlannedSummary(definition, summary),
      settlement: settlement?.length
        ? await signSettlement(ctx, [settlesMemo(signatures[0] ?? ''), ...settlement])
        : undefined,
    };
    const inline = !definition.background;
    const claimed = await claim(ctx, id, complete, signatures, { ...extra, sendNow: inline });
    if (!claimed) return null;
    if (!inline) {
      await ctx.jobs.send(CONFIRM_QUEUE, { operationId: id });
      return null;
    }
    const submitted = { ...op, status: 'submitted', summary: extra.summary ?? op.summary };
    return confirmInline(ctx, id, definition.lockKeys ? LOCKED_CONFIRM_MS : 0, {
      op: submitted,
      txs: claimed,
    });
  });
  // The pass that finished the operation holds its final rows: no reload needed to answer.
  return finished ? operationView(ctx, finished.op, finished.txs) : getOperationView(ctx, id, wallet);
}

interface ClaimExtra {
  summary?: Record<string, unknown>;
  settlement?: SignedSettlement;
  /**
   * This request sends the wallet's transactions right after the claim, so they are marked sent in it
   * (what `sendUnsent` would write first anyway): a crash before the send leaves them to confirmation,
   * which asks the chain about each signature and re-sends the same bytes.
   */
  sendNow: boolean;
}

/**
 * Signatures are stored before sending, so after a crash the chain can be asked about them instead of
 * re-paying. Returns the operation's transactions as stored, or null when another request claimed it.
 */
async function claim(
  ctx: AppContext,
  id: string,
  signed: string[],
  signatures: string[],
  { summary, settlement, sendNow }: ClaimExtra,
): Promise<OperationTxRow[] | null> {
  return ctx.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(operations)
      .set({ status: 'submitted', updatedAt: new Date(), ...(summary ? { summary } : {}) })
      .where(and(eq(operations.id, id), eq(operations.status, 'planned')))
      .returning({ id: operations.id });
    if (rows.length === 0) return null;
    await lockSignatures(tx, signatures);
    const now = new Date();
    const stored: OperationTxRow[] = [];
    for (const [index, signature] of signatures.entries()) {
      const [row] = await tx
        .update(operationTransactions)
        .set({
          signedTx: signed[index],
          signature,
          status: 'submitted',
          submittedAt: now,
          ...(sendNow ? { sentAt: now } : {}),
        })
        .where(
          and(
            eq(operationTransactions.operationId, id),
            eq(operationTransactions.index, index),
            notExists(heldByAnother(tx, [id], signatures)),
          ),
        )
        .returning();
      // Every planned transaction has its row: none updated means another operation holds a signature.
      if (!row) throw conflict('duplicate_transaction', DUPLICATE_TX_MESSAGE);
      stored.push(row);
    }
    if (settlement) {
      const [row] = await tx
        .insert(operationTransactions)
        .values({
          operationId: id,
          index: signed.length,
          role: 'settlement',
          plannedTx: settlement.wire,
          signedTx: settlement.wire,
          signature: settlement.signature,
          lastValidBlockHeight: settlement.lastValidBlockHeight,
          status: 'submitted',
          submittedAt: now,
        })
        .returning();
      if (row) stored.push(row);
    }
    return stored;
  });
}

/**
 * Sends everything and confirms; a locked operation keeps polling (its lock is held) up to `waitMs`.
 * Returns the final rows when this request's pass finished the operation.
 */
async function confirmInline(
  ctx: AppContext,
  id: string,
  waitMs: number,
  claimed: FinishedRows,
): Promise<FinishedRows | null> {
  const deadline = Date.now() + waitMs;
  for (let pass = 0; ; pass++) {
    const { state, finished } = await confirmPass(
      ctx,
      id,
      Number.MAX_SAFE_INTEGER,
      pass === 0 ? claimed : undefined,
    );
    if (state === 'done') return finished ?? null;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await ctx.jobs.send(CONFIRM_QUEUE, { operationId: id }, { startAfterSeconds: 1 });
  return null;
}
