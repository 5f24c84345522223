import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AddressLookupTableProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import type { Connection, PublicKey } from '@solana/web3.js';
import {
  AuthorityType,
  closeAccount,
  createMint,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  setAuthority,
  transfer,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChainPrograms } from '@local-validator';
import { rawRpc, startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';
import { connect, programDataOf, writeTokenElf } from './helpers/token-elf';

async function funded(connection: Connection, sol = 10): Promise<Keypair> {
  const payer = Keypair.generate();
  const signature = await connection.requestAirdrop(payer.publicKey, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction(signature, connection.commitment);
  return payer;
}

/** The account as raw JSON-RPC sees it, so a comparison covers every field and byte. */
async function rawAccount(chain: TestChain, address: PublicKey): Promise<unknown> {
  const reply = await rawRpc(chain.rpcUrl, 'getAccountInfo', [address.toBase58(), { encoding: 'base64' }]);
  return (reply.result as { value: unknown }).value;
}

describe('fork mode (CHAIN_FORK_URL): accounts fetched from an upstream chain on first use', () => {
  let dir: string;
  let upstream: TestChain;
  let local: TestChain;
  let up: Connection;
  let down: Connection;
  /** Only upstream holds these until the local chain touches them. */
  const program = Keypair.generate().publicKey;
  let alice: Keypair;
  let mint: PublicKey;
  let aliceTokens: PublicKey;
  /** A second upstream mint, first named locally by a token-accounts filter. */
  let otherMint: PublicKey;
  /** Funded on the local chain only. */
  let localPayer: Keypair;
  /** A mint of the upstream program, made locally. */
  let programMint: PublicKey;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'solx-fork-'));
    const elf = await writeTokenElf(dir);
    upstream = await startTestChain({
      chain: { programs: parseChainPrograms(`${program.toBase58()}=${elf}`) },
    });
    up = connect(upstream);
    alice = await funded(up, 3);
    mint = await createMint(up, alice, alice.publicKey, null, 6);
    aliceTokens = (await getOrCreateAssociatedTokenAccount(up, alice, mint, alice.publicKey)).address;
    await mintTo(up, alice, mint, aliceTokens, alice, 1_000_000n);
    otherMint = await createMint(up, alice, alice.publicKey, null, 2);
    // No block ticks, so no snapshot after start: the log alone holds what is fetched (see the restart).
    local = await startTestChain({
      dataDir: await mkdtemp(join(dir, 'local-')),
      tickMs: 600_000,
      chain: { forkUrl: upstream.rpcUrl, forkTimeoutMs: 2_000 },
    });
    down = connect(local);
  });

  afterAll(async () => {
    await local.close();
    await upstream.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads an upstream-only mint, token account and wallet as upstream holds them', async () => {
    expect(await rawAccount(local, mint)).toEqual(await rawAccount(upstream, mint));
    const [localMany, upMany] = await Promise.all([
      down.getMultipleAccountsInfo([aliceTokens, alice.publicKey]),
      up.getMultipleAccountsInfo([aliceTokens, alice.publicKey]),
    ]);
    expect(localMany).toEqual(upMany);
    expect((await down.getTokenAccountBalance(aliceTokens)).value.amount).toBe('1000000');
    expect(await down.getBalance(alice.publicKey)).toBe(await up.getBalance(alice.publicKey));
    expect((await getMint(down, mint)).supply).toBe(1_000_000n);
    // The filter's mint is fetched, so the answer is the owner's (empty) list, not "could not find mint".
    expect((await down.getTokenAccountsByOwner(alice.publicKey, { mint: otherMint })).value).toEqual([]);
  });

  it('runs transactions on upstream accounts locally and never writes upstream', async () => {
    const bob = Keypair.generate();
    const upstreamBefore = await Promise.all(
      [mint, aliceTokens, alice.publicKey].map((a) => rawAccount(upstream, a)),
    );
    const bobTokens = (await getOrCreateAssociatedTokenAccount(down, alice, mint, bob.publicKey)).address;
    await transfer(down, alice, aliceTokens, bobTokens, alice, 400_000n);
    expect((await getAccount(down, aliceTokens)).amount).toBe(600_000n);
    expect((await getAccount(down, bobTokens)).amount).toBe(400_000n);
    // Closed locally: it stays closed, though upstream still has it.
    await transfer(down, alice, aliceTokens, bobTokens, alice, 600_000n);
    await closeAccount(down, alice, aliceTokens, alice.publicKey, alice);
    expect(await down.getAccountInfo(aliceTokens)).toBeNull();
    expect(
      await Promise.all([mint, aliceTokens, alice.publicKey].map((a) => rawAccount(upstream, a))),
    ).toEqual(upstreamBefore);
    expect(await up.getAccountInfo(bobTokens)).toBeNull();
    expect((await getAccount(up, aliceTokens)).amount).toBe(1_000_000n);
  });

  it('runs an upstream program, fetching its program-data account with it', async () => {
    localPayer = await funded(down);
    programMint = await createMint(
      down,
      localPayer,
      localPayer.publicKey,
      null,
      3,
      undefined,
      undefined,
      program,
    );
    expect((await getMint(down, programMint, down.commitment, program)).decimals).toBe(3);
    expect(await rawAccount(local, programDataOf(program))).toEqual(
      await rawAccount(upstream, programDataOf(program)),
    );
  });

  it('fetches the addresses a transaction loads through an upstream lookup table', async () => {
    const carol = await funded(up, 2);
    const filler = Keypair.generate().publicKey;
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: alice.publicKey,
      payer: alice.publicKey,
      recentSlot: await up.getSlot(),
    });
    // Carol goes in a first extension: the last one is active only once the local slot passes upstream's
    // slot of that extension, and the fork keeps its own slots (see the README).
    await sendAndConfirmTransaction(up, new Transaction().add(create), [alice]);
    for (const addresses of [[carol.publicKey], [filler]]) {
      const extend = AddressLookupTableProgram.extendLookupTable({
        lookupTable: table,
        authority: alice.publicKey,
        payer: alice.publicKey,
        addresses,
      });
      const slot = await up.getSlot();
      await sendAndConfirmTransaction(up, new Transaction().add(extend), [alice]);
      // The next extension in a later slot, so Carol's stays active.
      while ((await up.getSlot()) <= slot) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const carolUpstream = await up.getBalance(carol.publicKey);
    const lookup = (await down.getAddressLookupTable(table)).value;
    if (!lookup) throw new Error('the lookup table was not fetched');
    const { blockhash } = await down.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: localPayer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: localPayer.publicKey,
          toPubkey: carol.publicKey,
          lamports: 12_345,
        }),
      ],
    }).compileToV0Message([lookup]);
    expect(message.addressTableLookups).toHaveLength(1);
    const tx = new VersionedTransaction(message);
    tx.sign([localPayer]);
    await down.confirmTransaction(await down.sendTransaction(tx), down.commitment);
    expect(await down.getBalance(carol.publicKey)).toBe(carolUpstream + 12_345);
    expect(await up.getBalance(carol.publicKey)).toBe(carolUpstream);
  });

  it('keeps what it fetched across a crash, and names the upstream when it cannot reach it', async () => {
    // What a SIGKILL leaves on disk: the snapshot of the start, and the log.
    const crashDir = await mkdtemp(join(dir, 'crash-'));
    cpSync(local.dataDir, crashDir, { recursive: true });
    await local.close();
    await upstream.close();
    local = await startTestChain({
      dataDir: crashDir,
      chain: { forkUrl: upstream.rpcUrl, forkTimeoutMs: 2_000 },
    });
    down = connect(local);
    expect((await getMint(down, mint)).supply).toBe(1_000_000n);
    expect(await down.getAccountInfo(aliceTokens)).toBeNull();
    // Every account it names was fetched or written before: nothing needs the upstream.
    await setAuthority(
      down,
      localPayer,
      programMint,
      localPayer,
      AuthorityType.MintTokens,
      null,
      [],
      undefined,
      program,
    );
    expect((await getMint(down, programMint, down.commitment, program)).mintAuthority).toBeNull();
    // A new address needs the upstream, to learn it has no account there.
    const unseen = Keypair.generate().publicKey.toBase58();
    const reply = await rawRpc(local.rpcUrl, 'getAccountInfo', [unseen]);
    expect(reply.error?.message).toMatch(
      /^fork: fetching 1 account\(s\) from http:\/\/127\.0\.0\.1:\d+\/rpc failed/,
    );
  });
});
