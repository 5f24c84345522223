import { randomBytes } from 'node:crypto';
import { Account, LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import { encodeBase58 } from './base58';
import { ChainClock } from './clock';
import { Faucet } from './faucet';
import { ChainIndexes } from './indexes';
import { ADDRESS_LOOKUP_TABLE_PROGRAM } from './json-parsed';
import { LargeAccounts } from './large-accounts';
import type { LoadedState, ChainStore } from './persistence';
import { RecordStore } from './records';
import { configureSvm, createSvm } from './svm';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-layout';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const FAUCET_LAMPORTS = 900_000_000n * 1_000_000_000n;

/** Owners whose accounts exist at genesis; they are indexed by asking LiteSVM once at start-up. */
const GENESIS_OWNERS = [
  '11111111111111111111111111111111',
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'NativeLoader1111111111111111111111111111111',
  'Sysvar1111111111111111111111111111111111111',
];

export interface ChainState {
  readonly svm: LiteSvm;
  readonly clock: ChainClock;
  readonly faucet: Faucet;
  readonly genesisHash: string;
  readonly indexes: ChainIndexes;
  readonly records: RecordStore;
  readonly large: LargeAccounts;
  /** True for a new chain: it must be written out even before its first transaction. */
  readonly fresh: boolean;
  /** Addresses ever fetched from a forked cluster (fork.ts), including those it did not have. */
  readonly fetched: readonly string[];
}

/**
 * Restores the chain from its data directory, or creates genesis. A restored chain resumes past
 * `lastBlockSlot` too, so no slot whose block was already recorded is produced twice.
 */
export function bootstrapChain(book: AddressBook, store: ChainStore | null, lastBlockSlot = 0): ChainState {
  const loaded = store?.load() ?? null;
  let svm: LiteSvm;
  let clock: ChainClock;
  let faucet: Faucet;
  let genesisHash: string;
  let owners: readonly string[] = GENESIS_OWNERS;
  const large = new LargeAccounts();
  if (loaded) {
    svm = LiteSvm.fromBytes(loaded.svmBytes);
    configureSvm(svm);
    large.restore(svm, book, loaded.large);
    const replayed = replay(svm, book, loaded, large);
    clock = new ChainClock(loaded.sidecar.clock);
    clock.resume(svm, Math.max(replayed.lastSlot, lastBlockSlot));
    faucet = new Faucet(new Uint8Array(Buffer.from(loaded.sidecar.faucetSeed, 'base64')));
    genesisHash = loaded.sidecar.genesisHash;
    owners = [...new Set([...GENESIS_OWNERS, ...loaded.sidecar.owners, ...replayed.owners])];
  } else {
    svm = createSvm();
    clock = ChainClock.genesis(svm);
    faucet = Faucet.generate();
    svm.airdrop(faucet.publicKey, FAUCET_LAMPORTS);
    // A test validator's genesis has no account outside the faucet holding spare lamports.
    svm.setLamports(0n);
    genesisHash = encodeBase58(randomBytes(32));
  }
  const indexes = new ChainIndexes(book);
  for (const owner of owners) {
    const ownerBytes = book.toBytes(owner);
    if (!ownerBytes) continue;
    for (const entry of svm.getProgramAccounts(ownerBytes)) {
      const account = entry.account();
      const lamports = account.lamports();
      if (lamports === 0n) continue;
      indexes.updateAccount(book.toText(entry.address), {
        lamports,
        data: account.data(),
        owner,
        executable: account.executable(),
        rentEpoch: account.rentEpoch(),
      });
    }
  }
  const records = new RecordStore();
  for (const record of loaded?.records ?? []) {
    records.add(record);
    for (const address of record.accountKeys) indexes.addSignature(address, record.seq);
  }
  return {
    svm,
    clock,
    faucet,
    genesisHash,
    indexes,
    records,
    large,
    fresh: loaded === null,
    fetched: loaded?.fetched ?? [],
  };
}

/**
 * Applies the accounts written by transactions acknowledged after the snapshot, in order: the state
 * they had right after executing, so replay cannot diverge from what clients were told.
 */
function replay(svm: LiteSvm, book: AddressBook, loaded: LoadedState, large: LargeAccounts) {
  const owners = new Set<string>();
  let lastSlot = 0;
  for (const { record, written } of loaded.redo) {
    if (record) lastSlot = Math.max(lastSlot, record.slot);
    large.onWritten(written);
    for (const { address, account } of written) {
      const key = book.toBytes(address);
      if (!key) continue;
      if (account) owners.add(account.owner);
      const owner = book.toBytes(account?.owner ?? SYSTEM_PROGRAM) ?? new Uint8Array(32);
      svm.setAccount(
        key,
        account
          ? new Account(account.lamports, account.data, owner, account.executable, account.rentEpoch)
          : new Account(0n, new Uint8Array(0), owner, false, 0n),
      );
    }
  }
  return { owners, lastSlot };
}
