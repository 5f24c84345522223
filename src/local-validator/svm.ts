import { EpochSchedule, LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';

/** LiteSVM's own airdrop pool; the embedded faucet is funded from it once, at genesis. */
export const AIRDROP_POOL_LAMPORTS = 10n ** 18n;
export const SLOTS_PER_EPOCH = 432_000n;

export interface AccountSnapshot {
  readonly lamports: bigint;
  readonly data: Uint8Array;
  readonly owner: string;
  readonly executable: boolean;
  readonly rentEpoch: bigint;
}

/**
 * We drive LiteSVM's byte-level napi class directly: the wire bytes from JSON-RPC go straight in,
 * without a kit decode/encode round trip per transaction.
 */
export function createSvm(): LiteSvm {
  const svm = new LiteSvm();
  svm.setLamports(AIRDROP_POOL_LAMPORTS);
  svm.withNativeMints();
  svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n));
  configureSvm(svm);
  return svm;
}

/** Flags that must hold on both fresh and restored instances. */
export function configureSvm(svm: LiteSvm): void {
  // Blockhash age is checked against our own ring; duplicates against our own signature index.
  svm.setBlockhashCheck(false);
  svm.setSigverify(true);
  svm.setTransactionHistory(0n);
}

export function readAccount(svm: LiteSvm, book: AddressBook, address: Uint8Array): AccountSnapshot | null {
  const account = svm.getAccount(address);
  if (!account) return null;
  const lamports = account.lamports();
  if (lamports === 0n) return null;
  return {
    lamports,
    data: account.data(),
    owner: book.toText(account.owner()),
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
  };
}
