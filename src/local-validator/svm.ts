import { Account, EpochSchedule, LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import { decodeBase58 } from './base58';

/** LiteSVM's own airdrop pool; the embedded faucet is funded from it once, at genesis. */
export const AIRDROP_POOL_LAMPORTS = 10n ** 18n;
export const SLOTS_PER_EPOCH = 432_000n;
const LAMPORTS_PER_SOL = 1_000_000_000n;
const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
const NATIVE_MINT_2022 = '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP';

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
  genesisNativeMints(svm);
  svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n));
  configureSvm(svm);
  return svm;
}

/**
 * As in a test validator's genesis (Agave's create_genesis_config_with_leader_ex): SPL Token's native
 * mint holding 1 SOL, and no Token-2022 native mint, which a client creates with CreateNativeMint.
 * LiteSVM's withNativeMints() makes both, rent-exempt.
 */
function genesisNativeMints(svm: LiteSvm): void {
  const mint = addressBytes(NATIVE_MINT);
  const account = svm.getAccount(mint);
  if (account)
    svm.setAccount(mint, new Account(LAMPORTS_PER_SOL, account.data(), account.owner(), false, 1n));
  svm.setAccount(
    addressBytes(NATIVE_MINT_2022),
    new Account(0n, new Uint8Array(0), new Uint8Array(32), false, 0n),
  );
}

function addressBytes(address: string): Uint8Array {
  const bytes = decodeBase58(address);
  if (!bytes) throw new Error(`invalid address ${address}`);
  return bytes;
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
