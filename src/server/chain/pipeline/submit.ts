import {
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type Base64EncodedWireTransaction,
  type SignatureBytes,
  type ReadonlyUint8Array,
  getBase58Decoder,
} from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import {
  BLOCKHASH_EXPIRED_MESSAGE,
  MESSAGE_MISMATCH_MESSAGE,
  type Operation,
} from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { confirmOperation, CONFIRM_QUEUE } from './confirm';
import { readableChainError } from './errors';
import { getOperationView, loadOperation } from './store';

const decodeTx = (b64: string) => getTransactionDecoder().decode(getBase64Encoder().encode(b64));
const sameBytes = (a: ReadonlyUint8Array, b: ReadonlyUint8Array) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

async function checkSigned(planned: string, signed: string, wallet: Address) {
  const plannedTx = decodeTx(planned);
  const signedTx = decodeTx(signed);
  if (!sameBytes(plannedTx.messageBytes, signedTx.messageBytes)) throw badRequest(MESSAGE_MISMATCH_MESSAGE);
  const walletSignature = signedTx.signatures[wallet];
  if (!walletSignature) throw badRequest('The wallet did not sign the transaction');
  const key = await getPublicKeyFromAddress(wallet);
  if (!(await verifySignature(key, walletSignature, signedTx.messageBytes))) {
    throw badRequest('The wallet signature is not valid for this transaction');
  }
  const missing = Object.entries(signedTx.signatures).some(([, sig]) => sig === null);
  if (missing) throw badRequest('The transaction is missing a required signature');
  const [feePayerSignature] = Object.values(signedTx.signatures) as SignatureBytes[];
  if (!feePayerSignature) throw badRequest('The transaction has no signatures');
  return getBase58Decoder().decode(feePayerSignature);
}

/** Step 4 of the pipeline: check each signed message is exactly the planned one, then send and confirm. */
export async function submitOperation(
  ctx: AppContext,
  wallet: Address,
  id: string,
  signed: string[],
): Promise<Operation> {
  const { db } = ctx.database;
  const { op, txs } = await loadOperation(db, id, wallet);
  if (op.status !== 'planned') return getOperationView(ctx, id, wallet);
  if (signed.length !== txs.length) throw badRequest(`Expected ${txs.length} signed transactions`);
  const signatures = await Promise.all(txs.map((t, i) => checkSigned(t.plannedTx, signed[i] ?? '', wallet)));
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  if (txs.some((t) => height > t.lastValidBlockHeight)) {
    await db
      .update(operations)
      .set({ status: 'expired', error: BLOCKHASH_EXPIRED_MESSAGE, updatedAt: new Date() })
      .where(eq(operations.id, id));
    throw conflict('blockhash_expired', BLOCKHASH_EXPIRED_MESSAGE);
  }
  // Signatures are stored before sending, so after a crash the chain can be asked about them instead of re-paying.
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(operations)
      .set({ status: 'submitted', updatedAt: new Date() })
      .where(and(eq(operations.id, id), eq(operations.status, 'planned')))
      .returning({ id: operations.id });
    if (rows.length === 0) return false;
    for (const [index, signature] of signatures.entries()) {
      await tx
        .update(operationTransactions)
        .set({ signedTx: signed[index], signature, status: 'submitted', submittedAt: new Date() })
        .where(and(eq(operationTransactions.operationId, id), eq(operationTransactions.index, index)));
    }
    return true;
  });
  if (!claimed) return getOperationView(ctx, id, wallet);
  for (const [index, wire] of signed.entries()) {
    try {
      await ctx.chain.rpc
        .sendTransaction(wire as Base64EncodedWireTransaction, {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        })
        .send();
    } catch (error) {
      const message = readableChainError(errorData(error), errorLogs(error));
      await markTxFailed(ctx, id, index, message);
    }
  }
  if ((await confirmOperation(ctx, id)) === 'pending') {
    await ctx.jobs.send(CONFIRM_QUEUE, { operationId: id }, { startAfterSeconds: 1 });
  }
  return getOperationView(ctx, id, wallet);
}

async function markTxFailed(ctx: AppContext, id: string, index: number, message: string) {
  await ctx.database.db
    .update(operationTransactions)
    .set({ status: 'failed', error: message })
    .where(and(eq(operationTransactions.operationId, id), eq(operationTransactions.index, index)));
}

function errorData(error: unknown): unknown {
  const context = (error as { context?: { __serverMessage?: string } }).context;
  const cause = (error as { cause?: { context?: { err?: unknown } } }).cause;
  return cause?.context?.err ?? context?.__serverMessage ?? (error instanceof Error ? error.message : error);
}

function errorLogs(error: unknown): string[] {
  const cause = (error as { cause?: { context?: { logs?: unknown } } }).cause;
  const logs = cause?.context?.logs;
  return Array.isArray(logs) ? logs.filter((l): l is string => typeof l === 'string') : [];
}
