import { toBase64 } from './account-encoding';
import { encodeBase58 } from './base58';
import type { ChainCore } from './core';
import { parseInstruction } from './parse-instruction';
import type { InnerInstructionSet, TxRecord } from './types';
import { decodeTransaction, isStaticWritable } from './wire';
import type { DecodedMessage } from './wire';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

function rawMessage(core: ChainCore, message: DecodedMessage): Record<string, unknown> {
  const out: Record<string, unknown> = {
    accountKeys: message.staticKeys.map((k) => core.book.toText(k)),
    header: {
      numReadonlySignedAccounts: message.numReadonlySigned,
      numReadonlyUnsignedAccounts: message.numReadonlyUnsigned,
      numRequiredSignatures: message.numRequiredSignatures,
    },
    instructions: message.instructions.map((ix) => ({
      accounts: Array.from(ix.accounts),
      data: encodeBase58(ix.data),
      programIdIndex: ix.programIdIndex,
      stackHeight: null,
    })),
    recentBlockhash: encodeBase58(message.recentBlockhash),
  };
  if (message.version === 0) out.addressTableLookups = lookupsOf(core, message);
  return out;
}

function lookupsOf(core: ChainCore, message: DecodedMessage) {
  return message.lookups.map((l) => ({
    accountKey: core.book.toText(l.accountKey),
    readonlyIndexes: Array.from(l.readonlyIndexes),
    writableIndexes: Array.from(l.writableIndexes),
  }));
}

function parsedAccountKeys(message: DecodedMessage, record: TxRecord) {
  const staticCount = message.staticKeys.length;
  return record.accountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < message.numRequiredSignatures,
    source: i < staticCount ? 'transaction' : 'lookupTable',
    writable: i < staticCount ? isStaticWritable(message, i) : i < staticCount + record.loadedWritable.length,
  }));
}

/** An instruction in jsonParsed: parsed for the programs parse-instruction.ts knows, else partially decoded. */
function parsedInstruction(
  keys: readonly string[],
  ix: { readonly accounts: ArrayLike<number>; readonly data: Uint8Array; readonly programIdIndex: number },
  stackHeight: number | null,
) {
  const accounts = Array.from(ix.accounts, (i) => keys[i] ?? '');
  const programId = keys[ix.programIdIndex] ?? '';
  return (
    parseInstruction(programId, accounts, ix.data, stackHeight) ?? {
      accounts,
      data: encodeBase58(ix.data),
      programId,
      stackHeight,
    }
  );
}

function parsedMessage(core: ChainCore, message: DecodedMessage, record: TxRecord): Record<string, unknown> {
  const keys = record.accountKeys;
  const out: Record<string, unknown> = {
    accountKeys: parsedAccountKeys(message, record),
    instructions: message.instructions.map((ix) => parsedInstruction(keys, ix, null)),
    recentBlockhash: encodeBase58(message.recentBlockhash),
  };
  if (message.version === 0) out.addressTableLookups = lookupsOf(core, message);
  return out;
}

function innerJson(sets: readonly InnerInstructionSet[], keys: readonly string[], parsed: boolean) {
  return sets.map((set) => ({
    index: set.index,
    instructions: set.instructions.map((ix) =>
      parsed
        ? parsedInstruction(keys, ix, ix.stackHeight)
        : {
            accounts: ix.accounts,
            data: encodeBase58(ix.data),
            programIdIndex: ix.programIdIndex,
            stackHeight: ix.stackHeight,
          },
    ),
  }));
}

/**
 * The validator's meta. jsonParsed leaves `loadedAddresses` out (its account keys already name the
 * loaded ones); `rewards: false` in getBlock makes it null, or leaves it out when parsed.
 */
export function metaJson(record: TxRecord, parsed: boolean, showRewards = true): Record<string, unknown> {
  const meta: Record<string, unknown> = {
    computeUnitsConsumed: record.computeUnits,
    err: record.err,
    fee: record.fee,
    innerInstructions: innerJson(record.innerInstructions, record.accountKeys, parsed),
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  };
  if (!parsed) meta.loadedAddresses = { readonly: record.loadedReadonly, writable: record.loadedWritable };
  if (showRewards) meta.rewards = [];
  else if (!parsed) meta.rewards = null;
  if (record.returnData)
    meta.returnData = {
      data: [toBase64(record.returnData.data), 'base64'],
      programId: record.returnData.programId,
    };
  return meta;
}

/** The `transaction` field: wire bytes in base58/base64, or the message as JSON. */
export function encodedTransaction(
  core: ChainCore,
  record: TxRecord,
  encoding: TransactionEncoding,
): unknown {
  if (encoding === 'base64') return [toBase64(record.wire), 'base64'];
  if (encoding === 'base58') return [encodeBase58(record.wire), 'base58'];
  const tx = decodeTransaction(record.wire);
  const message =
    encoding === 'jsonParsed' ? parsedMessage(core, tx.message, record) : rawMessage(core, tx.message);
  return { message, signatures: tx.signatures.map((s) => encodeBase58(s)) };
}

/** getBlock's transactionDetails "accounts": the signatures and account keys, and a meta without logs. */
export function accountsOnlyJson(record: TxRecord, showRewards: boolean): Record<string, unknown> {
  const tx = decodeTransaction(record.wire);
  const meta: Record<string, unknown> = {
    err: record.err,
    fee: record.fee,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  };
  if (showRewards) meta.rewards = [];
  return {
    meta,
    transaction: {
      accountKeys: parsedAccountKeys(tx.message, record),
      signatures: tx.signatures.map((s) => encodeBase58(s)),
    },
  };
}

/** A landed transaction in getTransaction's shape for the requested encoding. */
export function transactionJson(
  core: ChainCore,
  record: TxRecord,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const out: Record<string, unknown> = {
    blockTime: record.blockTime,
    meta: metaJson(record, encoding === 'jsonParsed'),
    slot: record.slot,
    transaction: encodedTransaction(core, record, encoding),
  };
  if (withVersion) out.version = record.version;
  return out;
}
