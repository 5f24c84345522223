import {
  getBase58Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type ReadonlyUint8Array,
  type SignatureBytes,
} from '@solana/kit';
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BLOCKHASH_EXPIRED_MESSAGE,
  INVALID_SIGNED_TX_MESSAGE,
  MESSAGE_MISMATCH_MESSAGE,
  type Operation,
} from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { operations, operationTransactions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { confirmPass, CONFIRM_QUEUE, type FinishedRows } from './confirm';
import { checkPlannedSummary, openOperation } from './operation-definition';
import { settlesMemo, signSettlement, type SignedSettlement } from './settlement';
import { withLocks } from './locks';
import { getOperationView, loadOperation, operationView, type OperationTxRow } from './store';

/** Signed transactions come from the client: anything that does not decode is its mistake, not ours. */
function decodeTx(b64: string) {
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(b64));
  } catch {
    throw badRequest(INVALID_SIGNED_TX_MESSAGE);
  }
}
const sameBytes = (a: ReadonlyUint8Array, b: ReadonlyUint8Array) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
/** How long a locked operation (a swap) waits inline for its confirmation before the lock is let go. */
const LOCKED_CONFIRM_MS = 30_000;
export const DUPLICATE_TX_MESSAGE =
  'This exact transaction was already submitted by another operation. Start again to plan a new one.';
export const IN_FLIGHT_MESSAGE =
  'Another transaction on the same pool is still confirming. Try again in a moment.';

async function checkWalletSigned(planned: string, signed: string, wallet: Address) {
  const plannedTx = decodeTx(planned);
  const signedTx = decodeTx(signed);
  if (!sameBytes(plannedTx.messageBytes, signedTx.messageBytes)) throw badRequest(MESSAGE_MISMATCH_MESSAGE);
  const walletSignature = signedTx.signatures[wallet];
  if (!walletSignature) throw badRequest('The wallet did not sign the transaction');
  const key = await getPublicKeyFromAddress(wallet);
  if (!(await verifySignature(key, walletSignature, signedTx.messageBytes))) {
    throw badRequest('The wallet signature is not valid for this transaction');
  }
}

function feePayerSignature(signed: string): string {
  const tx = decodeTx(signed);
  if (Object.values(tx.signatures).some((sig) => sig === null)) {
    throw badRequest('The transaction is missing a required signature');
  }
  const [first] = Object.values(tx.signatures) as SignatureBytes[];
  if (!first) throw badRequest('The transaction has no signatures');
  return getBase58Decoder().decode(first);
}

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
  const { op, txs } = await loadOperation(db, id, wallet);
  if (op.status === 'expired') throw conflict('blockhash_expired', BLOCKHASH_EXPIRED_MESSAGE);
  if (op.status !== 'planned') return getOperationView(ctx, id, wallet);
  if (signed.length !== txs.length) throw badRequest(`Expected ${txs.length} signed transactions`);
  await Promise.all(txs.map((t, i) => checkWalletSigned(t.plannedTx, signed[i] ?? '', wallet)));
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
  const finished = await withLocks(ctx.database, keys, async () => {
    if (keys.length > 0 && (await inFlightOn(ctx, id, keys))) throw conflict('in_flight', IN_FLIGHT_MESSAGE);
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

/**
 * The in-process lock covers one request; an operation still `submitted` after it (a slow cluster, a
 * restart, another instance) can still land, so nothing that shares one of its keys is co-signed until
 * it is confirmed or failed (expired blockhashes end as failed).
 */
async function inFlightOn(ctx: AppContext, id: string, keys: string[]): Promise<boolean> {
  const others = await ctx.database.db
    .select({
      id: operations.id,
      wallet: operations.wallet,
      kind: operations.kind,
      summary: operations.summary,
    })
    .from(operations)
    .where(and(eq(operations.status, 'submitted'), ne(operations.id, id)));
  return others.some((op) => {
    const definition = ctx.operations.get(op.kind);
    return definition.lockKeys?.(openOperation(definition, op)).some((k) => keys.includes(k)) ?? false;
  });
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
            notExists(heldByAnother(tx, id, signatures)),
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
 * Two plans of the same thing within one blockhash are byte-identical, so one signature: the chain runs it
 * once, and a second operation holding it would be "confirmed" (and its records and points counted) for
 * nothing. The advisory locks make racing claims of one signature take turns; a refused transaction
 * (failed) never ran, so its signature may be claimed again.
 */
async function lockSignatures(tx: Db, signatures: string[]) {
  for (const signature of [...signatures].sort()) {
    await advisoryXactLock(tx, `tx-signature:${signature}`);
  }
}

function heldByAnother(tx: Db, id: string, signatures: string[]) {
  const other = alias(operationTransactions, 'other');
  return tx
    .select({ operationId: other.operationId })
    .from(other)
    .where(and(inArray(other.signature, signatures), ne(other.operationId, id), ne(other.status, 'failed')));
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
