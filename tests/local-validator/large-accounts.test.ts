import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './helpers/test-chain';

/** Solana's MAX_PERMITTED_DATA_LENGTH, and one just over LiteSVM's 4 MiB serializer limit. */
const SIZES = [10 * 1024 * 1024, 4 * 1024 * 1024 + 1];

/** Waits (no time limit of its own) until a snapshot written after `slot` has advanced the root. */
async function untilFinalized(connection: Connection, slot: number): Promise<void> {
  while ((await connection.getSlot('finalized')) <= slot) await new Promise((r) => setTimeout(r, 20));
}

async function expectAccounts(t: TestChain, accounts: readonly Keypair[]): Promise<void> {
  const connection = new Connection(t.rpcUrl, 'confirmed');
  for (const [i, account] of accounts.entries()) {
    const info = await connection.getAccountInfo(account.publicKey);
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true);
    expect(info?.lamports).toBe(await connection.getMinimumBalanceForRentExemption(SIZES[i] ?? 0));
    expect(info?.data.length).toBe(SIZES[i]);
    expect(info?.data.every((b) => b === 0)).toBe(true);
  }
}

describe('accounts up to 10 MiB on the embedded chain', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('are snapshotted by the block timer and survive restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-large-'));
    dirs.push(dataDir);
    const payer = Keypair.generate();
    const accounts = SIZES.map(() => Keypair.generate());

    const first = await startTestChain({ dataDir, tickMs: 100 });
    const connection = new Connection(first.rpcUrl, { wsEndpoint: first.wsUrl, commitment: 'confirmed' });
    await first.chain.airdrop(payer.publicKey.toBase58(), 150n * BigInt(LAMPORTS_PER_SOL));
    let created = 0;
    for (const [i, account] of accounts.entries()) {
      const space = SIZES[i] ?? 0;
      const tx = new Transaction().add(
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: account.publicKey,
          lamports: await connection.getMinimumBalanceForRentExemption(space),
          space,
          programId: SystemProgram.programId,
        }),
      );
      await sendAndConfirmTransaction(connection, tx, [payer, account]);
      created = await connection.getSlot();
    }
    // A root past the creation means the timer's snapshot, large accounts in it, was written.
    await untilFinalized(connection, created);
    await expectAccounts(first, accounts);
    await first.close();

    const second = await startTestChain({ dataDir, tickMs: 100 });
    try {
      await expectAccounts(second, accounts);
      // A transfer dirties the chain: the restored instance must snapshot them again.
      const again = new Connection(second.rpcUrl, { wsEndpoint: second.wsUrl, commitment: 'confirmed' });
      await sendAndConfirmTransaction(
        again,
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }),
        ),
        [payer],
      );
      await untilFinalized(again, await again.getSlot());
    } finally {
      await second.close();
    }

    const third = await startTestChain({ dataDir });
    try {
      await expectAccounts(third, accounts);
    } finally {
      await third.close();
    }
  });
});
