import type { Base64EncodedWireTransaction, Signature } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operationTransactions } from '../../db/schema';
import { hasLanded } from '../landed';
import { readableChainError } from './errors';
import { resignSettlement } from './settlement';
import { chainHas } from './send';
import type { OperationTxRow } from './store';

export type TxUpdate = { status: 'confirmed' | 'failed'; error: string | null };

/** Asks the chain about every sent transaction still open; returns (and stores) those that settled. */
export async function checkSent(
  ctx: AppContext,
  id: string,
  txs: OperationTxRow[],
): Promise<Map<number, TxUpdate>> {
  const { db } = ctx.database;
  const settled = new Map<number, TxUpdate>();
  const submitted = txs.filter((t) => t.status === 'submitted' && t.signature && t.sentAt);
  if (submitted.length === 0) return settled;
  const { value } = await ctx.chain.rpc
    .getSignatureStatuses(
      submitted.map((t) => t.signature as Signature),
      { searchTransactionHistory: true },
    )
    .send();
  // Only a transaction the chain does not know needs the height (expired, or re-sent).
  const height = value.some((v) => !v)
    ? await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send()
    : 0n;
  for (const [i, tx] of submitted.entries()) {
    const status = value[i];
    let update: TxUpdate | null = null;
    if (hasLanded(ctx.chain, status)) {
      update = status.err
        ? { status: 'failed', error: readableChainError(status.err) }
        : { status: 'confirmed', error: null };
    } else if (!status && height > tx.lastValidBlockHeight) {
      // The height was read after the statuses: another pass's re-send may have landed it in between, so
      // the chain is asked again before it is called expired (a lookup that fails waits for the next pass).
      if (!(await chainHas(ctx, tx.signature))) {
        if (tx.role === 'settlement') await signSettlementAgain(ctx, tx);
        else update = { status: 'failed', error: EXPIRED_MESSAGE };
      }
    } else if (!status && tx.signedTx) {
      // Re-sending the same signed bytes is safe: the chain accepts a signature at most once.
      await ctx.chain.rpc
        .sendTransaction(tx.signedTx as Base64EncodedWireTransaction, {
          encoding: 'base64',
          skipPreflight: true,
        })
        .send()
        .catch(() => undefined);
    }
    if (update) {
      settled.set(tx.index, update);
      await db
        .update(operationTransactions)
        .set({ ...update, confirmedAt: update.status === 'confirmed' ? new Date() : null })
        .where(txKey(id, tx.index));
    }
  }
  return settled;
}

/**
 * The platform owes an expired settlement the chain never saw: it can never land, so the same transfers
 * are signed again. The new one only replaces the expired one: another pass may have signed and sent its
 * own already. A group's settlement is one transaction on several operations' rows: all move to the new
 * one in this one statement, so it is signed again once, not once per operation.
 */
async function signSettlementAgain(ctx: AppContext, tx: OperationTxRow) {
  const fresh = await resignSettlement(ctx, tx.signedTx ?? tx.plannedTx);
  await ctx.database.db
    .update(operationTransactions)
    .set({
      plannedTx: fresh.wire,
      signedTx: fresh.wire,
      signature: fresh.signature,
      lastValidBlockHeight: fresh.lastValidBlockHeight,
      sentAt: null,
    })
    .where(
      and(
        eq(operationTransactions.role, 'settlement'),
        eq(operationTransactions.signature, tx.signature ?? ''),
      ),
    );
}

export const EXPIRED_MESSAGE = 'The transaction expired before it landed. Please sign again.';

const txKey = (id: string, index: number) =>
  and(eq(operationTransactions.operationId, id), eq(operationTransactions.index, index));
