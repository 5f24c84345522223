import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import type { PublicKey } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  closeAccount,
  createAccount,
  createMint,
  createMultisig,
  createSyncNativeInstruction,
  createWrappedNativeAccount,
  freezeAccount,
  getAccount,
  getMint,
  getMultisig,
  mintTo,
  thawAccount,
  transfer,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorPortWarning } from '@server/server';
import { freePortWithNext, startTestServer } from '../integration/helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const VALIDATOR_URL = 'http://localhost:8899';

async function fund(connection: Connection, to: PublicKey, sol: number): Promise<void> {
  const signature = await connection.requestAirdrop(to, sol * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  expect(confirmation.value.err).toBeNull();
}

/** Resolves with the first slot notification: proof the WebSocket web3.js derived is there. */
async function nextSlot(connection: Connection): Promise<number> {
  let id = 0;
  const slot = await new Promise<number>((resolve) => {
    id = connection.onSlotChange((info) => resolve(info.slot));
  });
  await connection.removeSlotChangeListener(id);
  return slot;
}

/** A default Connection: web3.js derives the WebSocket as the same URL on port + 1. */
async function payAndConfirm(url: string): Promise<void> {
  const connection = new Connection(url);
  expect(await nextSlot(connection)).toBeGreaterThan(0);
  const payer = Keypair.generate();
  const recipient = Keypair.generate();
  await fund(connection, payer.publicKey, 100);
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: recipient.publicKey,
      lamports: 2 * LAMPORTS_PER_SOL,
    }),
  );
  const signature = await sendAndConfirmTransaction(connection, tx, [payer]);
  expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
  expect(await connection.getBalance(recipient.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  expect(await connection.getBalance(payer.publicKey)).toBe(98 * LAMPORTS_PER_SOL - 5000);
}

describe('the embedded chain as a drop-in for solana-test-validator', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ port: await freePortWithNext(), env: { RPC_PORT: '8899' } });
    const down = server.validatorPorts?.listeners.filter((listener) => listener.error) ?? [];
    if (down.length > 0) {
      throw new Error(
        `This test binds 127.0.0.1:8899 and 8900 like solana-test-validator; stop what holds them. ${down
          .map(validatorPortWarning)
          .join(' / ')}`,
      );
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  it('confirms with a default Connection on the app /rpc URL (WebSocket on app port + 1)', async () => {
    expect(server.rpcUrl).toBe(`http://127.0.0.1:${server.port}/rpc`);
    await payAndConfirm(server.rpcUrl);
  });

  it('confirms with a default Connection on http://localhost:8899 (WebSocket on 8900)', async () => {
    await payAndConfirm(VALIDATOR_URL);
    const health = await fetch(`${VALIDATOR_URL}/health`);
    expect(await health.text()).toBe('ok');
  });

  it("leaves blocks a legacy client reads after the app's bootstrap: block 0 empty, none with a v0 transaction", async () => {
    // web3.js's own live suite scans from the first available block with getBlock and no
    // maxSupportedTransactionVersion; a block holding one v0 transaction answers -32015 to that.
    const connection = new Connection(VALIDATOR_URL, 'confirmed');
    const slot = await connection.getSlot();
    const first = await connection.getFirstAvailableBlock();
    expect(first).toBe(0);
    let transactions = 0;
    for (const blockSlot of await connection.getBlocks(first, slot)) {
      const block = await connection.getBlock(blockSlot);
      if (blockSlot === 0) expect(block?.transactions).toEqual([]);
      transactions += block?.transactions.length ?? 0;
    }
    // The bootstrap (tokens, pools) ran before the server answered: its transactions are in these blocks.
    expect(transactions).toBeGreaterThan(10);
  });

  it('gives large airdrops on loopback up to the per-airdrop cap', async () => {
    const connection = new Connection(VALIDATOR_URL);
    const whale = Keypair.generate();
    await fund(connection, whale.publicKey, 1000);
    expect(await connection.getBalance(whale.publicKey)).toBe(1000 * LAMPORTS_PER_SOL);
    await expect(connection.requestAirdrop(whale.publicKey, 1001 * LAMPORTS_PER_SOL)).rejects.toThrow(
      "airdrop of 1001 SOL is over the faucet's limit of 1000 SOL per airdrop",
    );
  });

  describe('@solana/spl-token against http://localhost:8899 with no options', () => {
    const connection = new Connection(VALIDATOR_URL);
    const payer = Keypair.generate();
    const owner = Keypair.generate();
    const cosigners = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
    let mint: PublicKey;
    let multisig: PublicKey;
    let account: PublicKey;
    let other: PublicKey;

    beforeAll(async () => {
      await fund(connection, payer.publicKey, 100);
    });

    it('mints through a 2-of-3 multisig mint authority', async () => {
      multisig = await createMultisig(
        connection,
        payer,
        cosigners.map((k) => k.publicKey),
        2,
      );
      mint = await createMint(connection, payer, multisig, payer.publicKey, 6);
      account = await createAccount(connection, payer, mint, owner.publicKey);
      other = await createAccount(connection, payer, mint, payer.publicKey);
      const [first, , third] = cosigners;
      if (!first || !third) throw new Error('three cosigners');
      await mintTo(connection, payer, mint, account, multisig, 5_000_000n, [first, third]);

      const info = await getMultisig(connection, multisig);
      expect([info.m, info.n]).toEqual([2, 3]);
      expect((await getMint(connection, mint)).mintAuthority?.toBase58()).toBe(multisig.toBase58());
      expect((await getMint(connection, mint)).supply).toBe(5_000_000n);
      expect((await getAccount(connection, account)).amount).toBe(5_000_000n);
      await expect(mintTo(connection, payer, mint, account, multisig, 1n, [first])).rejects.toThrow();
      expect((await getMint(connection, mint)).supply).toBe(5_000_000n);
    });

    it('freezes and thaws a token account', async () => {
      await freezeAccount(connection, payer, account, mint, payer);
      expect((await getAccount(connection, account)).isFrozen).toBe(true);
      await expect(transfer(connection, payer, account, other, owner, 1_000n)).rejects.toThrow();

      await thawAccount(connection, payer, account, mint, payer);
      expect((await getAccount(connection, account)).isFrozen).toBe(false);
      await transfer(connection, payer, account, other, owner, 1_000n);
      expect((await getAccount(connection, account)).amount).toBe(4_999_000n);
      expect((await getAccount(connection, other)).amount).toBe(1_000n);
    });

    it('wraps SOL, syncs a transfer into it and closes it back to SOL', async () => {
      const wrapped = await createWrappedNativeAccount(
        connection,
        payer,
        owner.publicKey,
        2 * LAMPORTS_PER_SOL,
      );
      expect((await getAccount(connection, wrapped)).amount).toBe(2_000_000_000n);

      const topUp = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: wrapped,
          lamports: LAMPORTS_PER_SOL,
        }),
        createSyncNativeInstruction(wrapped),
      );
      await sendAndConfirmTransaction(connection, topUp, [payer]);
      const synced = await getAccount(connection, wrapped);
      expect([synced.isNative, synced.amount]).toEqual([true, 3_000_000_000n]);

      const rent = await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
      await closeAccount(connection, payer, wrapped, owner.publicKey, owner);
      expect(await connection.getAccountInfo(wrapped)).toBeNull();
      expect(await connection.getBalance(owner.publicKey)).toBe(3 * LAMPORTS_PER_SOL + rent);
    });
  });
});
