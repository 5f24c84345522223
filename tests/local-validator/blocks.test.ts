import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import type { ParsedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRpc, startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

interface RawBlock {
  blockHeight: number;
  blockTime: number;
  blockhash: string;
  parentSlot: number;
  previousBlockhash: string;
  rewards?: unknown[];
  signatures?: string[];
  transactions?: { meta: Record<string, unknown>; transaction: unknown; version?: unknown }[];
}

async function block(url: string, slot: number, config: Record<string, unknown> = {}): Promise<RawBlock> {
  const reply = await rawRpc(url, 'getBlock', [slot, { commitment: 'confirmed', ...config }]);
  if (reply.error) throw new Error(`getBlock ${slot}: ${reply.error.message}`);
  return reply.result as RawBlock;
}

async function waitForRoot(connection: Connection, slot: number): Promise<void> {
  while ((await connection.getSlot('finalized')) < slot) await new Promise((r) => setTimeout(r, 50));
}

describe('embedded chain blocks (getBlock, getBlocks, getBlockTime, ...)', () => {
  let dataDir: string;
  let t: TestChain;
  let connection: Connection;
  const payer = Keypair.generate();
  const bob = Keypair.generate();
  let legacySignature: string;
  let v0Signature: string;
  let legacySlot: number;
  let v0Slot: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'solx-chain-blocks-'));
    t = await startTestChain({ dataDir, tickMs: 100 });
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    });
    legacySignature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: bob.publicKey, lamports: 1_000_000 }),
      ),
      [payer],
    );
    const { blockhash } = await connection.getLatestBlockhash();
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: bob.publicKey,
            lamports: 2_000_000,
          }),
        ],
      }).compileToV0Message(),
    );
    v0.sign([payer]);
    v0Signature = await connection.sendTransaction(v0);
    await connection.confirmTransaction({
      signature: v0Signature,
      ...(await connection.getLatestBlockhash()),
    });
    legacySlot = (await connection.getSignatureStatus(legacySignature)).value?.slot ?? -1;
    v0Slot = (await connection.getSignatureStatus(v0Signature)).value?.slot ?? -1;
  });

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the transactions of a slot in its block, chained to its parent', async () => {
    await waitForRoot(connection, v0Slot);
    const b = await block(t.rpcUrl, v0Slot, { maxSupportedTransactionVersion: 0 });
    const parent = await block(t.rpcUrl, v0Slot - 1, { maxSupportedTransactionVersion: 0 });
    expect(Object.keys(b).sort()).toEqual([
      'blockHeight',
      'blockTime',
      'blockhash',
      'parentSlot',
      'previousBlockhash',
      'rewards',
      'transactions',
    ]);
    expect(b.parentSlot).toBe(v0Slot - 1);
    expect(b.previousBlockhash).toBe(parent.blockhash);
    expect(b.blockHeight).toBe(parent.blockHeight + 1);
    expect(b.blockTime).toBeGreaterThanOrEqual(parent.blockTime);
    expect(b.rewards).toEqual([]);
    const entry = b.transactions?.find(
      (tx) => (tx.transaction as { signatures: string[] }).signatures[0] === v0Signature,
    );
    expect(entry?.version).toBe(0);
    expect(Object.keys(entry ?? {}).sort()).toEqual(['meta', 'transaction', 'version']);
    expect(entry?.meta).toMatchObject({ err: null, fee: 5000, status: { Ok: null }, rewards: [] });
    expect(entry?.meta.loadedAddresses).toEqual({ readonly: [], writable: [] });
    // Every transaction of the slot, and only those, in the order they ran.
    const history = await connection.getSignaturesForAddress(payer.publicKey);
    const inSlot = history
      .filter((h) => h.slot === v0Slot)
      .map((h) => h.signature)
      .reverse();
    expect(b.transactions?.map((tx) => (tx.transaction as { signatures: string[] }).signatures[0])).toEqual(
      inSlot,
    );
    // The blockhash of a slot is the one getLatestBlockhash handed out in it.
    const genesis = await block(t.rpcUrl, 0);
    expect(genesis.parentSlot).toBe(0);
    expect(genesis.previousBlockhash).toBe(genesis.blockhash);
    expect(genesis.blockHeight).toBe(0);
  });

  it('answers transactionDetails, rewards and encodings as the validator does', async () => {
    const slot = legacySlot;
    const signatures = await block(t.rpcUrl, slot, { transactionDetails: 'signatures', rewards: false });
    expect(signatures.signatures).toContain(legacySignature);
    expect(signatures).not.toHaveProperty('transactions');
    expect(signatures).not.toHaveProperty('rewards');
    const none = await block(t.rpcUrl, slot, { transactionDetails: 'none' });
    expect(Object.keys(none).sort()).toEqual([
      'blockHeight',
      'blockTime',
      'blockhash',
      'parentSlot',
      'previousBlockhash',
      'rewards',
    ]);
    const accounts = await block(t.rpcUrl, slot, {
      transactionDetails: 'accounts',
      maxSupportedTransactionVersion: 0,
    });
    const accountsEntry = accounts.transactions?.find(
      (tx) => (tx.transaction as { signatures: string[] }).signatures[0] === legacySignature,
    );
    expect(accountsEntry?.transaction).toEqual({
      accountKeys: [
        { pubkey: payer.publicKey.toBase58(), signer: true, source: 'transaction', writable: true },
        { pubkey: bob.publicKey.toBase58(), signer: false, source: 'transaction', writable: true },
        { pubkey: SystemProgram.programId.toBase58(), signer: false, source: 'transaction', writable: false },
      ],
      signatures: [legacySignature],
    });
    expect(Object.keys(accountsEntry?.meta ?? {}).sort()).toEqual([
      'err',
      'fee',
      'postBalances',
      'postTokenBalances',
      'preBalances',
      'preTokenBalances',
      'rewards',
      'status',
    ]);
    expect(accountsEntry?.version).toBe('legacy');
    const base64 = await block(t.rpcUrl, slot, { encoding: 'base64', maxSupportedTransactionVersion: 0 });
    const wire = base64.transactions?.map((tx) => tx.transaction as [string, string]);
    expect(wire?.every(([, encoding]) => encoding === 'base64')).toBe(true);
    const decoded = wire?.map(([data]) => VersionedTransaction.deserialize(Buffer.from(data, 'base64')));
    expect(decoded?.some((tx) => Buffer.from(tx.signatures[0] ?? []).length === 64)).toBe(true);
    const parsed = await block(t.rpcUrl, slot, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 });
    for (const tx of parsed.transactions ?? []) expect(tx.meta).not.toHaveProperty('loadedAddresses');
    const noRewards = await block(t.rpcUrl, slot, { rewards: false, maxSupportedTransactionVersion: 0 });
    expect(noRewards).not.toHaveProperty('rewards');
    expect(noRewards.transactions?.[0]?.meta.rewards).toBeNull();
  });

  it('refuses what a validator refuses, with its codes', async () => {
    const v0 = await rawRpc(t.rpcUrl, 'getBlock', [v0Slot, { commitment: 'confirmed' }]);
    expect(v0.error?.code).toBe(-32015);
    // Signatures only: no transaction is encoded, so no version check.
    const sigs = await rawRpc(t.rpcUrl, 'getBlock', [
      v0Slot,
      { commitment: 'confirmed', transactionDetails: 'signatures' },
    ]);
    expect((sigs.result as RawBlock).signatures).toContain(v0Signature);
    const future = (await connection.getSlot()) + 1000;
    expect(await rawRpc(t.rpcUrl, 'getBlock', [future, { commitment: 'confirmed' }])).toMatchObject({
      error: { code: -32004, message: `Block not available for slot ${future}` },
    });
    expect(await rawRpc(t.rpcUrl, 'getBlock', [1, { commitment: 'processed' }])).toMatchObject({
      error: {
        code: -32602,
        message: 'Method does not support commitment below `confirmed`',
      },
    });
    expect(
      (await rawRpc(t.rpcUrl, 'getBlocks', [0, 600_000, { commitment: 'confirmed' }])).result,
    ).toBeInstanceOf(Array);
    expect((await rawRpc(t.rpcUrl, 'getBlocksWithLimit', [0, 500_001])).error).toMatchObject({
      code: -32602,
      message: 'Limit too large; max 500000',
    });
    expect((await rawRpc(t.rpcUrl, 'getBlockTime', [future])).error?.code).toBe(-32004);
  });

  it('has a block in every slot, empty ones included, like a test validator', async () => {
    await waitForRoot(connection, v0Slot + 6);
    const slot = await connection.getSlot('finalized');
    const blocks = (await rawRpc(t.rpcUrl, 'getBlocks', [0])).result as number[];
    expect(blocks).toEqual(Array.from({ length: slot + 1 }, (_, i) => i));
    expect((await rawRpc(t.rpcUrl, 'getBlocks', [2, 4])).result).toEqual([2, 3, 4]);
    expect((await rawRpc(t.rpcUrl, 'getBlocks', [5, 2])).result).toEqual([]);
    expect((await rawRpc(t.rpcUrl, 'getBlocksWithLimit', [3, 2])).result).toEqual([3, 4]);
    const confirmed = (await rawRpc(t.rpcUrl, 'getBlocks', [slot, { commitment: 'confirmed' }]))
      .result as number[];
    expect(confirmed[0]).toBe(slot);
    expect((await rawRpc(t.rpcUrl, 'getFirstAvailableBlock', [])).result).toBe(0);
    expect((await rawRpc(t.rpcUrl, 'minimumLedgerSlot', [])).result).toBe(0);
    const empty = await block(t.rpcUrl, v0Slot + 5, { maxSupportedTransactionVersion: 0 });
    expect(empty.transactions).toEqual([]);
  });

  it('answers getSlot and getBlockHeight without a commitment at the finalized slot, as Agave defaults', async () => {
    // web3.js's Connection without a commitment sends none; a peer suite then lists getBlocks up to
    // that slot and expects it among them (the working slot has no block yet).
    for (let i = 0; i < 5; i++) {
      const slot = (await rawRpc(t.rpcUrl, 'getSlot', [])).result as number;
      const blocks = (await rawRpc(t.rpcUrl, 'getBlocks', [slot])).result as number[];
      expect(blocks[0]).toBe(slot);
      const height = (await rawRpc(t.rpcUrl, 'getBlockHeight', [])).result as number;
      const processed = (await rawRpc(t.rpcUrl, 'getBlockHeight', [{ commitment: 'processed' }]))
        .result as number;
      expect(height).toBeLessThan(processed);
      await new Promise((r) => setTimeout(r, 60));
    }
  });

  it('serves the same blocks through @solana/web3.js', async () => {
    const b = await connection.getBlock(legacySlot, { maxSupportedTransactionVersion: 0 });
    expect(b?.transactions.map((tx) => tx.transaction.signatures[0])).toContain(legacySignature);
    const parsed = await connection.getParsedBlock(v0Slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'full',
    });
    const parsedTx = parsed.transactions.find((tx) => tx.transaction.signatures[0] === v0Signature);
    const transaction = parsedTx?.transaction as ParsedTransaction | undefined;
    expect(transaction?.message.accountKeys[0]?.pubkey.toBase58()).toBe(payer.publicKey.toBase58());
    expect(parsedTx?.meta?.loadedAddresses).toBeUndefined();
    expect(await connection.getBlocks(0, 3)).toEqual([0, 1, 2, 3]);
    expect(await connection.getBlockTime(legacySlot)).toBe(b?.blockTime);
    const sigs = await connection.getBlockSignatures(legacySlot);
    expect(sigs.signatures).toContain(legacySignature);
    const parsedTransaction = await connection.getParsedTransaction(v0Signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsedTransaction?.meta?.loadedAddresses).toBeUndefined();
  });

  it('keeps every block across a restart, and continues after them', async () => {
    await waitForRoot(connection, v0Slot);
    const before = await block(t.rpcUrl, v0Slot, { maxSupportedTransactionVersion: 0 });
    const lastBefore = await connection.getSlot();
    const earlier = await block(t.rpcUrl, 1, { transactionDetails: 'signatures' });
    await t.close();
    t = await startTestChain({ dataDir, tickMs: 100 });
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    expect(await block(t.rpcUrl, v0Slot, { maxSupportedTransactionVersion: 0 })).toEqual(before);
    expect(await block(t.rpcUrl, 1, { transactionDetails: 'signatures' })).toEqual(earlier);
    const resumed = await connection.getSlot();
    expect(resumed).toBeGreaterThan(lastBefore);
    await waitForRoot(connection, resumed);
    const after = await block(t.rpcUrl, resumed);
    expect(after.parentSlot).toBe(resumed - 1);
    expect(after.previousBlockhash).toBe((await block(t.rpcUrl, resumed - 1)).blockhash);
    const all = (await rawRpc(t.rpcUrl, 'getBlocks', [0, resumed])).result as number[];
    expect(all).toEqual(Array.from({ length: resumed + 1 }, (_, i) => i));
  });
});
