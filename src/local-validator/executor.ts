import { FailedTransactionMetadata } from 'litesvm/dist/internal.js';
import type { TransactionMetadata } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import { encodeBase58 } from './base58';
import type { ChainCore, WrittenAccount } from './core';
import { advanceNonce, checkAge, runnableTransaction } from './durable-nonce';
import { computeBudgetOf, transactionFee } from './fees';
import { readAccount } from './svm';
import { fieldlessError, mapTransactionError } from './tx-errors';
import type { MappedError } from './tx-errors';
import { resolveKeys, tokenBalances } from './tx-keys';
import type { InnerInstructionSet, TxRecord } from './types';
import type { DecodedMessage, DecodedTransaction } from './wire';

export type SendOutcome =
  | { readonly kind: 'landed'; readonly record: TxRecord }
  | { readonly kind: 'duplicate'; readonly record: TxRecord }
  /** Preflight failed: nothing was committed. */
  | {
      readonly kind: 'rejected';
      readonly error: MappedError;
      readonly logs: readonly string[];
      readonly unitsConsumed: bigint;
    }
  /** skipPreflight and the runtime refused it before execution (never lands, like on a cluster). */
  | { readonly kind: 'dropped'; readonly error: MappedError };

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

export function signatureOf(tx: DecodedTransaction): string {
  const first = tx.signatures[0];
  return first ? encodeBase58(first) : '';
}

/**
 * Executes once. With preflight, a failed transaction is rolled back by restoring the fee payer
 * (the only account a failed transaction commits), which gives simulate-then-send semantics
 * without running every transaction twice.
 */
export function executeTransaction(core: ChainCore, tx: DecodedTransaction, preflight: boolean): SendOutcome {
  const { svm, book, clock, indexes } = core;
  const message = tx.message;
  const keys = resolveKeys(svm, book, message);
  // Age before duplicates, as Agave: a durable-nonce transaction sent again finds its nonce advanced.
  const age = checkAge(core, message, keys);
  if (!age) return refused(fieldlessError('BlockhashNotFound'), preflight);
  const signature = signatureOf(tx);
  const existing = core.records.get(signature);
  if (existing) return { kind: 'duplicate', record: existing };
  const feePayer = keys.bytes[0];
  if (!feePayer) return { kind: 'dropped', error: fieldlessError('SanitizeFailure') };
  if (core.sizes.exceedLoadLimit(keys.texts, keys.bytes)) {
    return refused(fieldlessError('MaxLoadedAccountsDataSizeExceeded'), preflight);
  }
  const run = runnableTransaction(svm, tx, keys, true);
  if (!run) return refused(fieldlessError('SignatureFailure'), preflight);
  const preBalances = keys.bytes.map((key) => svm.getBalance(key) ?? 0n);
  const preTokenBalances = tokenBalances(indexes, keys.texts);
  const feePayerBefore = preflight ? svm.getAccount(feePayer) : null;
  if (!run.sigverify) svm.setSigverify(false);
  let result;
  try {
    result =
      message.version === 'legacy'
        ? svm.sendLegacyTransaction(run.bytes)
        : svm.sendVersionedTransaction(run.bytes);
  } finally {
    if (!run.sigverify) svm.setSigverify(true);
  }
  let error: MappedError | null = null;
  let meta: TransactionMetadata;
  if (result instanceof FailedTransactionMetadata) {
    error = mapTransactionError(result);
    meta = result.meta();
    const landed = (svm.getBalance(feePayer) ?? 0n) < (preBalances[0] ?? 0n);
    if (preflight) {
      if (landed && feePayerBefore) svm.setAccount(feePayer, feePayerBefore);
      return { kind: 'rejected', error, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() };
    }
    if (!landed) return { kind: 'dropped', error };
    if (age.nonce) advanceNonce(svm, age.nonce);
  } else {
    meta = result;
  }
  const written: WrittenAccount[] = [];
  const writableKeys: string[] = [];
  const postBalances = keys.bytes.map((key, i) => {
    const address = keys.texts[i] ?? '';
    if (!keys.writable[i]) return preBalances[i] ?? 0n;
    const account = readAccount(svm, book, key);
    indexes.updateAccount(address, account);
    written.push({ address, account });
    writableKeys.push(address);
    return account ? account.lamports : 0n;
  });
  const budget = computeBudgetOf(message, book);
  const logs = meta.logs();
  const record: TxRecord = {
    seq: core.records.nextSeq(),
    signature,
    slot: clock.slot,
    blockTime: clock.unixTime,
    wire: new Uint8Array(tx.bytes),
    version: message.version,
    accountKeys: keys.texts,
    loadedWritable: keys.loadedWritable,
    loadedReadonly: keys.loadedReadonly,
    err: error ? error.json : null,
    fee: transactionFee(message, budget),
    preBalances,
    postBalances,
    preTokenBalances,
    postTokenBalances: tokenBalances(indexes, keys.texts),
    logs,
    computeUnits: meta.computeUnitsConsumed(),
    innerInstructions: innerInstructionsOf(meta),
    returnData: returnDataOf(meta, logs, book),
    memo: memoOf(message, keys.texts),
  };
  core.records.add(record);
  for (const address of keys.texts) indexes.addSignature(address, record.seq);
  core.onLanded({ record, written, budget, writableKeys });
  return { kind: 'landed', record };
}

function refused(error: MappedError, preflight: boolean): SendOutcome {
  return preflight ? { kind: 'rejected', error, logs: [], unitsConsumed: 0n } : { kind: 'dropped', error };
}

/** Reading return data through napi is slow, so it is only read when the runtime logged one. */
export function returnDataOf(
  meta: TransactionMetadata,
  logs: readonly string[],
  book: AddressBook,
): TxRecord['returnData'] {
  if (!logs.some((line) => line.startsWith('Program return: '))) return null;
  const returnData = meta.returnData();
  const data = returnData.data();
  return data.length > 0 ? { programId: book.toText(returnData.programId()), data } : null;
}

export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructionSet[] {
  const out: InnerInstructionSet[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    const instructions = list.map((inner) => {
      const ix = inner.instruction();
      return {
        programIdIndex: ix.programIdIndex(),
        accounts: Array.from(ix.accounts()),
        data: ix.data(),
        stackHeight: inner.stackHeight(),
      };
    });
    out.push({ index, instructions });
  });
  return out;
}

/** Same format as the RPC's `memo` field: "[len] text", joined with "; ". */
function memoOf(message: DecodedMessage, texts: readonly string[]): string | null {
  const memos: string[] = [];
  for (const ix of message.instructions) {
    const program = texts[ix.programIdIndex];
    if (program !== undefined && MEMO_PROGRAMS.has(program)) {
      memos.push(`[${ix.data.length}] ${Buffer.from(ix.data).toString('utf8')}`);
    }
  }
  return memos.length > 0 ? memos.join('; ') : null;
}
