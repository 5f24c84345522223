import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  NONCE_ACCOUNT_LENGTH,
  NonceAccount,
  SendTransactionError,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

/** @solana/web3.js v1 as an independent client: its own nonce layout, instructions and confirmation. */
async function readNonce(connection: Connection, address: PublicKey): Promise<NonceAccount> {
  const info = await connection.getAccountInfo(address, 'confirmed');
  if (!info) throw new Error(`nonce account ${address.toBase58()} not found`);
  return NonceAccount.fromAccountData(info.data);
}

async function untilSlotAfter(connection: Connection, slot: number): Promise<void> {
  while ((await connection.getSlot('processed')) <= slot) await new Promise((r) => setTimeout(r, 10));
}

/** A transaction whose lifetime is the nonce: AdvanceNonceAccount first, the nonce as recent blockhash. */
function nonceTransaction(
  payer: Keypair,
  nonceAccount: PublicKey,
  nonce: string,
  ixs: TransactionInstruction[],
  signers: Keypair[] = [],
): Transaction {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: nonce });
  tx.add(
    SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: payer.publicKey }),
    ...ixs,
  );
  tx.sign(payer, ...signers);
  return tx;
}

async function createNonceAccount(connection: Connection, payer: Keypair): Promise<Keypair> {
  const nonce = Keypair.generate();
  const lamports = await connection.getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH);
  const tx = SystemProgram.createNonceAccount({
    fromPubkey: payer.publicKey,
    noncePubkey: nonce.publicKey,
    authorizedPubkey: payer.publicKey,
    lamports,
  });
  await sendFresh(connection, tx, [payer, nonce]);
  return nonce;
}

/**
 * Signs with a blockhash asked for now: web3.js caches one for 30 s, longer than the 150 blocks these
 * fast-ticking chains take.
 */
async function sendFresh(connection: Connection, tx: Transaction, signers: Keypair[]): Promise<void> {
  const latest = await connection.getLatestBlockhash('processed');
  tx.recentBlockhash = latest.blockhash;
  tx.feePayer = signers[0]?.publicKey;
  tx.sign(...signers);
  const signature = await connection.sendRawTransaction(tx.serialize());
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  expect(confirmation.value.err).toBeNull();
}

async function funded(connection: Connection, sol: number): Promise<Keypair> {
  const keypair = Keypair.generate();
  const latest = await connection.getLatestBlockhash('processed');
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...latest });
  return keypair;
}

async function refusal(send: Promise<unknown>): Promise<string> {
  const error = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SendTransactionError);
  return (error as SendTransactionError).message;
}

describe('durable nonces', () => {
  let t: TestChain;
  let connection: Connection;
  let payer: Keypair;

  beforeAll(async () => {
    t = await startTestChain({ tickMs: 5 });
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    payer = await funded(connection, 10);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('advances a nonce with an ordinary transaction in a later slot, even signed with the creating blockhash', async () => {
    const nonce = Keypair.generate();
    const lamports = await connection.getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH);
    const latest = await connection.getLatestBlockhash();
    const create = SystemProgram.createNonceAccount({
      fromPubkey: payer.publicKey,
      noncePubkey: nonce.publicKey,
      authorizedPubkey: payer.publicKey,
      lamports,
    });
    create.recentBlockhash = latest.blockhash;
    create.feePayer = payer.publicKey;
    create.sign(payer, nonce);
    const created = await connection.sendRawTransaction(create.serialize());
    await connection.confirmTransaction({ signature: created, ...latest });
    const first = await readNonce(connection, nonce.publicKey);
    expect(first.authorizedPubkey.toBase58()).toBe(payer.publicKey.toBase58());

    const landedIn = (await connection.getTransaction(created, { commitment: 'confirmed' }))?.slot ?? 0;
    await untilSlotAfter(connection, landedIn);
    // The same blockhash, still valid: a validator hands the nonce program its own, newer blockhash.
    const advance = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.nonceAdvance({ noncePubkey: nonce.publicKey, authorizedPubkey: payer.publicKey }),
    );
    advance.sign(payer);
    const advanced = await connection.sendRawTransaction(advance.serialize());
    expect((await connection.confirmTransaction({ signature: advanced, ...latest })).value.err).toBeNull();
    expect((await readNonce(connection, nonce.publicKey)).nonce).not.toBe(first.nonce);
  });

  it('lands a transfer signed with the nonce long after its blockhash would have expired', async () => {
    const nonceAccount = await createNonceAccount(connection, payer);
    const { nonce } = await readNonce(connection, nonceAccount.publicKey);
    const recipient = Keypair.generate();
    const transfer = (amount: number) =>
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient.publicKey,
        lamports: amount,
      });
    const signed = nonceTransaction(payer, nonceAccount.publicKey, nonce, [transfer(1_000_000)]);
    const other = nonceTransaction(payer, nonceAccount.publicKey, nonce, [transfer(2_000_000)]);

    const signedAt = await connection.getBlockHeight('processed');
    while ((await connection.getBlockHeight('processed')) <= signedAt + 160) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const message = signed.compileMessage();
    expect((await connection.getFeeForMessage(message, 'processed')).value).toBe(5000);
    // As a VersionedTransaction: web3.js would put a blockhash of its own in a legacy Transaction.
    const simulated = await connection.simulateTransaction(
      VersionedTransaction.deserialize(signed.serialize()),
    );
    expect(simulated.value.err).toBeNull();

    const minContextSlot = await connection.getSlot('processed');
    const signature = await connection.sendRawTransaction(signed.serialize());
    const confirmation = await connection.confirmTransaction(
      { signature, minContextSlot, nonceAccountPubkey: nonceAccount.publicKey, nonceValue: nonce },
      'confirmed',
    );
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient.publicKey)).toBe(1_000_000);
    const advanced = (await readNonce(connection, nonceAccount.publicKey)).nonce;
    expect(advanced).not.toBe(nonce);

    // The same signed transaction, and another one signed with the spent nonce: the validator's answer.
    expect(await refusal(connection.sendRawTransaction(signed.serialize()))).toContain('Blockhash not found');
    expect(await refusal(connection.sendRawTransaction(other.serialize()))).toContain('Blockhash not found');
    const stale = VersionedTransaction.deserialize(other.serialize());
    expect((await connection.simulateTransaction(stale)).value.err).toBe('BlockhashNotFound');
    expect((await connection.getFeeForMessage(other.compileMessage(), 'processed')).value).toBeNull();
    // Without preflight it is dropped: never lands.
    const dropped = await connection.sendRawTransaction(other.serialize(), { skipPreflight: true });
    await untilSlotAfter(connection, await connection.getSlot('processed'));
    expect(
      (await connection.getSignatureStatus(dropped, { searchTransactionHistory: true })).value,
    ).toBeNull();
    expect(await connection.getBalance(recipient.publicKey)).toBe(1_000_000);
    expect((await readNonce(connection, nonceAccount.publicKey)).nonce).toBe(advanced);
  });

  it('refuses nonce transactions whose signatures do not verify, although LiteSVM does not check them', async () => {
    const nonceAccount = await createNonceAccount(connection, payer);
    const { nonce } = await readNonce(connection, nonceAccount.publicKey);
    await untilSlotAfter(connection, await connection.getSlot('processed'));
    const forged = nonceTransaction(payer, nonceAccount.publicKey, nonce, [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    ]);
    const wire = forged.serialize();
    // The first signature starts after its compact-u16 count.
    wire[1] = (wire[1] ?? 0) ^ 0xff;
    expect(await refusal(connection.sendRawTransaction(wire))).toContain('signature verification failure');
    const simulated = await fetch(connection.rpcEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'simulateTransaction',
        params: [Buffer.from(wire).toString('base64'), { encoding: 'base64', sigVerify: true }],
      }),
    }).then((r) => r.json() as Promise<{ error?: { code: number } }>);
    expect(simulated.error?.code).toBe(-32003);
    await connection.sendRawTransaction(wire, { skipPreflight: true });
    await untilSlotAfter(connection, await connection.getSlot('processed'));
    expect((await readNonce(connection, nonceAccount.publicKey)).nonce).toBe(nonce);
  });

  it('advances the nonce and charges the fee of a durable transaction that fails, as a validator does', async () => {
    const nonceAccount = await createNonceAccount(connection, payer);
    const { nonce } = await readNonce(connection, nonceAccount.publicKey);
    await untilSlotAfter(connection, await connection.getSlot('processed'));
    const poor = await funded(connection, 1);
    const tooMuch = SystemProgram.transfer({
      fromPubkey: poor.publicKey,
      toPubkey: payer.publicKey,
      lamports: 2 * LAMPORTS_PER_SOL,
    });
    const failing = nonceTransaction(payer, nonceAccount.publicKey, nonce, [tooMuch], [poor]);

    // With preflight it is refused and nothing moves.
    const balance = await connection.getBalance(payer.publicKey, 'processed');
    expect(await refusal(connection.sendRawTransaction(failing.serialize()))).toContain(
      'custom program error: 0x1',
    );
    expect((await readNonce(connection, nonceAccount.publicKey)).nonce).toBe(nonce);
    expect(await connection.getBalance(payer.publicKey, 'processed')).toBe(balance);

    const signature = await connection.sendRawTransaction(failing.serialize(), { skipPreflight: true });
    const confirmation = await connection.confirmTransaction(
      {
        signature,
        minContextSlot: 0,
        nonceAccountPubkey: nonceAccount.publicKey,
        nonceValue: nonce,
      },
      'confirmed',
    );
    expect(confirmation.value.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    expect((await readNonce(connection, nonceAccount.publicKey)).nonce).not.toBe(nonce);
    expect(await connection.getBalance(payer.publicKey)).toBe(balance - 10_000);
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL);
  });
});

describe('durable nonces across restarts', () => {
  const chains: TestChain[] = [];
  afterAll(async () => {
    for (const chain of chains) await chain.close();
  });

  it('keeps nonce accounts and signed nonce transactions usable after a restart and a crash', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-nonce-'));
    const crashDir = await mkdtemp(join(tmpdir(), 'solx-nonce-crash-'));
    try {
      const first = await startTestChain({ dataDir, tickMs: 5 });
      chains.push(first);
      const connect = (chain: TestChain) =>
        new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' });
      let connection = connect(first);
      const payer = await funded(connection, 5);
      const nonceAccount = await createNonceAccount(connection, payer);
      const recipient = Keypair.generate();
      const transfer = (amount: number) =>
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: recipient.publicKey,
          lamports: amount,
        });
      const { nonce } = await readNonce(connection, nonceAccount.publicKey);
      const signed = nonceTransaction(payer, nonceAccount.publicKey, nonce, [transfer(1_000_000)]);
      await first.close();

      // No block ticks: nothing is snapshotted after start, only the log holds the nonce transaction.
      const second = await startTestChain({ dataDir, tickMs: 600_000 });
      chains.push(second);
      connection = connect(second);
      const signature = await connection.sendRawTransaction(signed.serialize());
      expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
      const advanced = (await readNonce(connection, nonceAccount.publicKey)).nonce;
      expect(advanced).not.toBe(nonce);
      cpSync(dataDir, crashDir, { recursive: true });
      await second.close();

      const third = await startTestChain({ dataDir: crashDir, tickMs: 600_000 });
      chains.push(third);
      connection = connect(third);
      expect((await readNonce(connection, nonceAccount.publicKey)).nonce).toBe(advanced);
      expect(await refusal(connection.sendRawTransaction(signed.serialize()))).toContain(
        'Blockhash not found',
      );
      // Still the slot right after the replayed one: its blockhash must not be the one the nonce came from.
      const next = nonceTransaction(payer, nonceAccount.publicKey, advanced, [transfer(2_000_000)]);
      await connection.sendRawTransaction(next.serialize());
      expect(await connection.getBalance(recipient.publicKey, 'processed')).toBe(3_000_000);
      expect((await readNonce(connection, nonceAccount.publicKey)).nonce).not.toBe(advanced);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(crashDir, { recursive: true, force: true });
    }
  });
});
