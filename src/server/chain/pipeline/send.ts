import {
  getSolanaErrorFromJsonRpcError,
  isSolanaError,
  type Base64EncodedWireTransaction,
  type Signature,
} from '@solana/kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operationTransactions } from '../../db/schema';
import { readableChainError } from './errors';

/**
 * Sends (with preflight) up to `limit` submitted transactions of an operation that were never sent.
 * `sent_at` is written first, so after a crash such a transaction is only re-sent once the chain has
 * been asked about its signature. An answer from the node refusing it (a JSON-RPC error: preflight,
 * signature, blockhash) means it never reached the chain: it is failed for good. A transport error
 * (timeout, 429, 502) proves nothing — the node may have forwarded it — so the transaction stays
 * `submitted` and confirmation asks the chain about it until it lands or its blockhash expires.
 */
export async function sendUnsent(
  ctx: AppContext,
  id: string,
  limit = Number.MAX_SAFE_INTEGER,
  role: TxRole = 'wallet',
): Promise<SentOutcome> {
  return sendClaimed(ctx, id, await claimUnsent(ctx, id, limit, role));
}

/** Sends transactions whose `sent_at` this caller already wrote (see `sendUnsent`), in index order. */
export async function sendClaimed(
  ctx: AppContext,
  id: string,
  claimed: readonly ClaimedTx[],
): Promise<SentOutcome> {
  const outcome: SentOutcome = { sent: [], refused: new Map() };
  for (const tx of claimed) {
    const failure = await sendOnce(ctx, tx);
    if (!failure) {
      outcome.sent.push(tx.index);
      continue;
    }
    outcome.refused.set(tx.index, failure);
    await ctx.database.db
      .update(operationTransactions)
      .set(failure)
      .where(and(eq(operationTransactions.operationId, id), eq(operationTransactions.index, tx.index)));
  }
  return outcome;
}

type Failure = { status: 'failed'; error: string };
type Sendable = { signedTx: string | null; signature: string | null };
const SEND_CONFIG = { encoding: 'base64', preflightCommitment: 'confirmed' } as const;

/** Sends one signed transaction: null when sent (or maybe sent), the failure when the node refused it. */
export async function sendOnce(ctx: AppContext, tx: Sendable): Promise<Failure | null> {
  try {
    await ctx.chain.rpc.sendTransaction(tx.signedTx as Base64EncodedWireTransaction, SEND_CONFIG).send();
    return null;
  } catch (error) {
    return sendFailure(ctx, tx, error);
  }
}

async function sendFailure(ctx: AppContext, tx: Sendable, error: unknown): Promise<Failure | null> {
  // A real node refuses a transaction it already processed ("already processed"): another instance's
  // recovery may have re-sent it first. That is no refusal; confirmation reads how it ended.
  if (!refusedByNode(error) || (await chainHas(ctx, tx.signature))) return null;
  return { status: 'failed', error: readableChainError(errorData(error), errorLogs(error)) };
}

/**
 * `sendOnce` for several transactions, handed to the chain in this order, each outcome at its position.
 * The embedded chain takes them as JSON-RPC batches (run in order, one wait for its log between them and
 * the answer); a remote node gets them one after another, each sent once the one before was accepted.
 */
export async function sendInOrder(ctx: AppContext, txs: readonly Sendable[]): Promise<Array<Failure | null>> {
  const { embedded } = ctx.chain;
  if (!embedded || txs.length < 2) {
    const out: Array<Failure | null> = [];
    for (const tx of txs) out.push(await sendOnce(ctx, tx));
    return out;
  }
  const out: Array<Failure | null> = [];
  for (let from = 0; from < txs.length; from += ctx.env.RPC_BATCH_MAX) {
    const chunk = txs.slice(from, from + ctx.env.RPC_BATCH_MAX);
    const replies = await embedded.handleValue(
      chunk.map((tx, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'sendTransaction',
        params: [tx.signedTx, SEND_CONFIG],
      })),
    );
    if (!Array.isArray(replies)) throw new Error('the embedded chain did not answer a batch of transactions');
    for (const [i, tx] of chunk.entries()) {
      const reply = replies[i] as { error?: unknown } | undefined;
      out.push(reply?.error ? await sendFailure(ctx, tx, getSolanaErrorFromJsonRpcError(reply.error)) : null);
    }
  }
  return out;
}

export interface ClaimedTx {
  index: number;
  signedTx: string | null;
  signature: string | null;
}

/**
 * Whether the chain knows the signature (landed, whether it succeeded or not). A lookup that fails proves
 * nothing either way, so it answers yes: callers then leave the transaction to confirmation.
 */
export async function chainHas(ctx: AppContext, signature: string | null): Promise<boolean> {
  if (!signature) return false;
  return ctx.chain.rpc
    .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
    .send()
    .then(
      ({ value }) => Boolean(value[0]),
      () => true,
    );
}

/** What one `sendUnsent` did: sent (or maybe sent: a transport error), or refused by the node for good. */
export interface SentOutcome {
  sent: number[];
  refused: Map<number, { status: 'failed'; error: string }>;
}

export type TxRole = 'wallet' | 'settlement';

const unsentOf = (id: string, role: TxRole) =>
  and(
    eq(operationTransactions.operationId, id),
    eq(operationTransactions.role, role),
    eq(operationTransactions.status, 'submitted'),
    isNull(operationTransactions.sentAt),
  );

/**
 * Marks up to `limit` unsent transactions as sent and returns them, in one statement: rows another
 * instance (or job) is claiming at the same moment are skipped, so each transaction is sent by exactly
 * one of several app instances sharing the database. `= any(array(…))`, not `in (…)`: PostgreSQL may
 * re-run an `in` subquery for every row it updates, and its limit would then not hold.
 */
async function claimUnsent(ctx: AppContext, id: string, limit: number, role: TxRole) {
  const { db } = ctx.database;
  const claimable = db
    .select({ index: operationTransactions.index })
    .from(operationTransactions)
    .where(unsentOf(id, role))
    .orderBy(asc(operationTransactions.index))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(operationTransactions)
    .set({ sentAt: new Date() })
    .where(and(unsentOf(id, role), sql`${operationTransactions.index} = any(array(${claimable}))`))
    .returning({
      index: operationTransactions.index,
      signedTx: operationTransactions.signedTx,
      signature: operationTransactions.signature,
    });
  return rows.sort((a, b) => a.index - b.index);
}

/** JSON-RPC errors (codes -32768…-32000) are the node's own answer; anything else is the transport's. */
export function refusedByNode(error: unknown): boolean {
  if (!isSolanaError(error)) return false;
  const code = error.context.__code;
  return code >= -32768 && code <= -32000;
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
