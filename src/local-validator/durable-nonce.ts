import { createHash, createPublicKey, verify } from 'node:crypto';
import { Account } from 'litesvm/dist/internal.js';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import { decodeBase58 } from './base58';
import type { ChainCore } from './core';
import { LAMPORTS_PER_SIGNATURE } from './fees';
import type { ResolvedKeys } from './tx-keys';
import type { DecodedMessage, DecodedTransaction } from './wire';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_PROGRAM_BYTES = new Uint8Array(32);
const NONCE_ACCOUNT_LENGTH = 80;
// SystemInstruction tags whose handlers read the bank's blockhash (Advance, Withdraw, Initialize).
const ADVANCE_NONCE = 4;
const BLOCKHASH_READERS = new Set([ADVANCE_NONCE, 5, 6]);
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The nonce account a durable-nonce transaction advances, and its authority. */
export interface NonceUse {
  readonly address: Uint8Array;
  readonly authority: Uint8Array;
}

/** `DurableNonce::from_blockhash`: the value AdvanceNonceAccount stores in the slot of `blockhash`. */
export function durableNonceOf(blockhash: Uint8Array): Uint8Array {
  return createHash('sha256').update('DURABLE_NONCE').update(blockhash).digest();
}

function latestBlockhash(svm: LiteSvm): Uint8Array {
  return decodeBase58(svm.latestBlockhash()) ?? new Uint8Array(32);
}

function systemTag(keys: ResolvedKeys, programIdIndex: number, data: Uint8Array): number | null {
  if (keys.texts[programIdIndex] !== SYSTEM_PROGRAM || data.length < 4) return null;
  return Buffer.from(data.buffer, data.byteOffset, 4).readUInt32LE(0);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/** A transaction's lifetime: a blockhash of the ring (`nonce` null) or a durable nonce. */
export interface TransactionAge {
  readonly nonce: NonceUse | null;
}

/**
 * Agave's `check_transaction_age`: a recent blockhash of the ring, or else the stored value of the nonce
 * account the first instruction (AdvanceNonceAccount) advances, with its authority signing that
 * instruction. `null` when neither holds: the validator then answers BlockhashNotFound.
 */
export function checkAge(
  core: ChainCore,
  message: DecodedMessage,
  keys: ResolvedKeys,
): TransactionAge | null {
  if (core.clock.isValidBytes(message.recentBlockhash)) return { nonce: null };
  const nonce = durableNonceUse(core.svm, message, keys);
  return nonce ? { nonce } : null;
}

/** `check_load_and_advance_message_nonce_account` without the advance. */
function durableNonceUse(svm: LiteSvm, message: DecodedMessage, keys: ResolvedKeys): NonceUse | null {
  // A nonce already advanced in this slot cannot be used again until the next one.
  if (sameBytes(message.recentBlockhash, durableNonceOf(latestBlockhash(svm)))) return null;
  const first = message.instructions[0];
  if (!first || systemTag(keys, first.programIdIndex, first.data) !== ADVANCE_NONCE) return null;
  const index = first.accounts[0];
  if (index === undefined || !keys.writable[index]) return null;
  const address = keys.bytes[index];
  const account = address ? svm.getAccount(address) : null;
  if (!address || !account || account.lamports() === 0n) return null;
  if (!sameBytes(account.owner(), SYSTEM_PROGRAM_BYTES)) return null;
  const data = account.data();
  // Versions::Current (1) holding State::Initialized (1); a legacy nonce is never a durable nonce.
  if (data.length !== NONCE_ACCOUNT_LENGTH) return null;
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (view.readUInt32LE(0) !== 1 || view.readUInt32LE(4) !== 1) return null;
  const authority = data.subarray(8, 40);
  if (!sameBytes(data.subarray(40, 72), message.recentBlockhash)) return null;
  const signed = Array.from(first.accounts).some(
    (i) => i < message.numRequiredSignatures && sameBytes(keys.bytes[i] ?? new Uint8Array(0), authority),
  );
  return signed ? { address, authority } : null;
}

/**
 * What Agave commits for a durable-nonce transaction that failed: the nonce advanced anyway (the fee
 * payer was already charged by LiteSVM, which commits nothing else of a failed transaction).
 */
export function advanceNonce(svm: LiteSvm, nonce: NonceUse): void {
  const account = svm.getAccount(nonce.address);
  if (!account) return;
  const data = Buffer.alloc(NONCE_ACCOUNT_LENGTH);
  data.writeUInt32LE(1, 0);
  data.writeUInt32LE(1, 4);
  data.set(nonce.authority, 8);
  data.set(durableNonceOf(latestBlockhash(svm)), 40);
  data.writeBigUInt64LE(LAMPORTS_PER_SIGNATURE, 72);
  svm.setAccount(
    nonce.address,
    new Account(account.lamports(), data, account.owner(), account.executable(), account.rentEpoch()),
  );
}

export interface Runnable {
  readonly bytes: Uint8Array;
  /** Whether LiteSVM must verify the signatures (false once they were verified here). */
  readonly sigverify: boolean;
}

/**
 * LiteSVM hands the system program the transaction's own recent blockhash as the bank's (a test
 * validator hands it its last blockhash), so a nonce instruction signed with a blockhash still in the
 * ring would store or compare against a stale value ("nonce can only advance once per slot" forever).
 * Such transactions run with the latest blockhash written in; their signatures, which that breaks, are
 * verified here first. `null`: a signature does not verify.
 */
export function runnableTransaction(
  svm: LiteSvm,
  tx: DecodedTransaction,
  keys: ResolvedKeys,
  sigverify: boolean,
): Runnable | null {
  const reads = tx.message.instructions.some((ix) => {
    const tag = systemTag(keys, ix.programIdIndex, ix.data);
    return tag !== null && BLOCKHASH_READERS.has(tag);
  });
  if (!reads) return { bytes: tx.bytes, sigverify };
  if (sigverify && !signaturesVerify(tx)) return null;
  const bytes = new Uint8Array(tx.bytes);
  bytes.set(latestBlockhash(svm), tx.messageOffset + tx.message.blockhashOffset);
  return { bytes, sigverify: false };
}

function signaturesVerify(tx: DecodedTransaction): boolean {
  const message = Buffer.from(
    tx.message.bytes.buffer,
    tx.message.bytes.byteOffset,
    tx.message.bytes.byteLength,
  );
  return tx.signatures.every((signature, i) => {
    const signer = tx.message.staticKeys[i];
    if (!signer) return false;
    try {
      const key = createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, signer]),
        format: 'der',
        type: 'spki',
      });
      return verify(null, message, key, signature);
    } catch {
      return false;
    }
  });
}
