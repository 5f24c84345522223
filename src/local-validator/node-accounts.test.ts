import {
  Keypair,
  PublicKey,
  SYSVAR_CLOCK_PUBKEY,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm/dist/internal.js';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import { describe, expect, it } from 'vitest';
import { AddressBook } from './address-book';
import { ChainIndexes } from './indexes';
import { STAKE_PROGRAM, VOTE_PROGRAM, ensureNodeAccounts } from './node-accounts';
import { createSvm, readAccount } from './svm';
import { readDelegation, readVoteState } from './vote-state';

/** Runs one instruction signed by `signer` through the SVM; throws the runtime's error if it fails. */
function run(svm: LiteSvm, signer: Keypair, ix: TransactionInstruction): void {
  const tx = new Transaction({ feePayer: signer.publicKey, recentBlockhash: svm.latestBlockhash() }).add(ix);
  tx.sign(signer);
  const result = svm.sendLegacyTransaction(tx.serialize());
  if (result instanceof FailedTransactionMetadata) throw new Error(result.meta().logs().join('\n'));
}

describe('node accounts', () => {
  const seed = new Uint8Array(32).fill(7);
  const identity = Keypair.fromSeed(seed);

  function setup() {
    const svm = createSvm();
    const book = new AddressBook();
    const indexes = new ChainIndexes(book);
    svm.airdrop(identity.publicKey.toBytes(), 10_000_000_000n);
    const made = ensureNodeAccounts(svm, book, indexes, seed, identity.publicKey.toBytes());
    return { svm, book, indexes, ...made };
  }

  it('are created once, with states the vote and stake programs accept', () => {
    const { svm, book, indexes, accounts, created } = setup();
    expect(created).toBe(true);
    expect(ensureNodeAccounts(svm, book, indexes, seed, identity.publicKey.toBytes()).created).toBe(false);
    expect(indexes.byProgram.get(VOTE_PROGRAM)).toEqual(new Set([accounts.vote]));
    expect(indexes.byProgram.get(STAKE_PROGRAM)).toEqual(new Set([accounts.stake]));
    const vote = new PublicKey(accounts.vote);
    const stake = new PublicKey(accounts.stake);

    // UpdateCommission (5) by the withdrawer: the vote program must deserialize our state to apply it.
    run(
      svm,
      identity,
      new TransactionInstruction({
        programId: new PublicKey(VOTE_PROGRAM),
        keys: [
          { pubkey: vote, isSigner: false, isWritable: true },
          { pubkey: identity.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from([5, 0, 0, 0, 7]),
      }),
    );
    const voteAccount = readAccount(svm, book, vote.toBytes());
    expect(readVoteState(book, voteAccount?.data ?? new Uint8Array())).toEqual({
      nodePubkey: identity.publicKey.toBase58(),
      commission: 7,
      lastVote: 0,
      rootSlot: 0,
      epochCredits: [],
    });

    // Deactivate (5) by the staker: the stake program must read our delegation to deactivate it.
    run(
      svm,
      identity,
      new TransactionInstruction({
        programId: new PublicKey(STAKE_PROGRAM),
        keys: [
          { pubkey: stake, isSigner: false, isWritable: true },
          { pubkey: SYSVAR_CLOCK_PUBKEY, isSigner: false, isWritable: false },
          { pubkey: identity.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from([5, 0, 0, 0]),
      }),
    );
    const delegation = readDelegation(
      book,
      readAccount(svm, book, stake.toBytes())?.data ?? new Uint8Array(),
    );
    expect(delegation).toMatchObject({
      voter: accounts.vote,
      stake: 1_000_000_000_000_000n,
      deactivationEpoch: 0n,
    });
  });
});
