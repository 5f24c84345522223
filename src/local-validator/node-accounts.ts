import { createHash } from 'node:crypto';
import { Account } from 'litesvm/dist/internal.js';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import { Faucet } from './faucet';
import type { ChainIndexes } from './indexes';
import { readAccount } from './svm';

export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
/** VoteStateVersions::Current, as the vote program sizes a new account. */
const VOTE_STATE_SIZE = 3762;
const STAKE_STATE_SIZE = 200;
/** solana-test-validator's bootstrap stake. */
const NODE_STAKE_LAMPORTS = 1_000_000n * 1_000_000_000n;
const U64_MAX = 0xffff_ffff_ffff_ffffn;
const PRIOR_VOTERS = 32;

/** The node's vote account and the stake delegated to it, as a test validator's genesis holds them. */
export interface NodeAccounts {
  readonly vote: string;
  readonly stake: string;
}

/** A stable key of the node's own, derived from the faucet seed (the node's identity). */
function derivedKey(seed: Uint8Array, label: string): Uint8Array {
  const derived = createHash('sha256').update(label).update(seed).digest();
  return new Faucet(new Uint8Array(derived)).publicKey;
}

/** An initialized VoteState (no votes yet): node and every authority are the identity, commission 0. */
function voteStateBytes(identity: Uint8Array): Uint8Array {
  const data = Buffer.alloc(VOTE_STATE_SIZE);
  let at = data.writeUInt32LE(2, 0);
  data.set(identity, at); // node_pubkey
  data.set(identity, (at += 32)); // authorized_withdrawer
  at += 32;
  at = data.writeUInt8(0, at); // commission
  at = data.writeBigUInt64LE(0n, at); // votes: empty
  at = data.writeUInt8(0, at); // root_slot: None
  at = data.writeBigUInt64LE(1n, at); // authorized_voters: { epoch 0: identity }
  at = data.writeBigUInt64LE(0n, at);
  data.set(identity, at);
  at += 32 + PRIOR_VOTERS * 48;
  at = data.writeBigUInt64LE(BigInt(PRIOR_VOTERS - 1), at); // prior_voters idx, as CircBuf::default
  data.writeUInt8(1, at); // prior_voters is_empty
  return data;
}

/** StakeStateV2::Stake delegated from genesis (activation epoch u64::MAX = bootstrap stake). */
function stakeStateBytes(identity: Uint8Array, vote: Uint8Array, rentReserve: bigint): Uint8Array {
  const data = Buffer.alloc(STAKE_STATE_SIZE);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(rentReserve, 4);
  data.set(identity, 12); // staker
  data.set(identity, 44); // withdrawer
  data.set(vote, 124);
  data.writeBigUInt64LE(NODE_STAKE_LAMPORTS, 156);
  data.writeBigUInt64LE(U64_MAX, 164);
  data.writeBigUInt64LE(U64_MAX, 172);
  data.writeDoubleLE(0.25, 180);
  return data;
}

/**
 * Creates the node's vote and stake accounts when the chain lacks them (a new chain, or one from before
 * they existed). Returns whether anything was written, so the caller saves a snapshot.
 */
export function ensureNodeAccounts(
  svm: LiteSvm,
  book: AddressBook,
  indexes: ChainIndexes,
  faucetSeed: Uint8Array,
  identity: Uint8Array,
): { accounts: NodeAccounts; created: boolean } {
  const vote = derivedKey(faucetSeed, 'solx node vote account');
  const stake = derivedKey(faucetSeed, 'solx node stake account');
  const accounts = { vote: book.toText(vote), stake: book.toText(stake) };
  let created = false;
  const put = (key: Uint8Array, owner: string, data: Uint8Array, extra: bigint) => {
    if (svm.getAccount(key)) return;
    const lamports = svm.minimumBalanceForRentExemption(BigInt(data.length)) + extra;
    const ownerBytes = book.toBytes(owner) ?? new Uint8Array(32);
    svm.setAccount(key, new Account(lamports, data, ownerBytes, false, U64_MAX));
    indexes.updateAccount(book.toText(key), readAccount(svm, book, key));
    created = true;
  };
  put(vote, VOTE_PROGRAM, voteStateBytes(identity), 0n);
  const stakeReserve = svm.minimumBalanceForRentExemption(BigInt(STAKE_STATE_SIZE));
  put(stake, STAKE_PROGRAM, stakeStateBytes(identity, vote, stakeReserve), NODE_STAKE_LAMPORTS);
  return { accounts, created };
}
