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
import {
  NATIVE_MINT,
  NATIVE_MINT_2022,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createCreateNativeMintInstruction,
  createWrappedNativeAccount,
  getAccount,
  getMint,
} from '@solana/spl-token';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRpc, startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

describe('genesis, as a test validator starts', () => {
  const chains: TestChain[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const chain of chains) await chain.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function start(dataDir: string): Promise<Connection> {
    const chain = await startTestChain({ dataDir });
    chains.push(chain);
    return new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' });
  }

  it("holds SPL Token's native mint, not Token-2022's, and nothing but the faucet holds spare lamports", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-genesis-'));
    dirs.push(dataDir);
    const connection = await start(dataDir);
    const native = await connection.getAccountInfo(NATIVE_MINT);
    expect(native?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(native?.lamports).toBe(LAMPORTS_PER_SOL);
    const mint = await getMint(connection, NATIVE_MINT);
    expect([mint.decimals, mint.supply, mint.mintAuthority, mint.isInitialized]).toEqual([9, 0n, null, true]);
    expect(await connection.getAccountInfo(NATIVE_MINT_2022)).toBeNull();

    const identity = (await rawRpc(chains[0]?.rpcUrl ?? '', 'getIdentity', [])).result as {
      identity: string;
    };
    const system = await connection.getProgramAccounts(SystemProgram.programId);
    expect(system.map((a) => a.pubkey.toBase58())).toEqual([identity.identity]);
  });

  it("lets a client create Token-2022's native mint with an ordinary transaction, and keeps it across a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-genesis-2022-'));
    dirs.push(dataDir);
    let connection = await start(dataDir);
    const payer = Keypair.generate();
    const latest = await connection.getLatestBlockhash();
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL),
      ...latest,
    });
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createCreateNativeMintInstruction(payer.publicKey, NATIVE_MINT_2022, TOKEN_2022_PROGRAM_ID),
      ),
      [payer],
    );
    expect((await getMint(connection, NATIVE_MINT_2022, 'confirmed', TOKEN_2022_PROGRAM_ID)).decimals).toBe(
      9,
    );
    const wrapped = await createWrappedNativeAccount(
      connection,
      payer,
      payer.publicKey,
      LAMPORTS_PER_SOL,
      undefined,
      undefined,
      TOKEN_2022_PROGRAM_ID,
      NATIVE_MINT_2022,
    );
    await chains.pop()?.close();

    connection = await start(dataDir);
    expect((await getMint(connection, NATIVE_MINT_2022, 'confirmed', TOKEN_2022_PROGRAM_ID)).decimals).toBe(
      9,
    );
    const account = await getAccount(connection, wrapped, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect([account.isNative, account.amount]).toEqual([true, BigInt(LAMPORTS_PER_SOL)]);
  });

  it('seals the genesis block empty, as a test validator: the first transaction lands in slot 1', async () => {
    // A minute per slot: without the seal the airdrop would run in slot 0.
    const chain = await startTestChain({ tickMs: 60_000 });
    chains.push(chain);
    const connection = new Connection(chain.rpcUrl, 'confirmed');
    const signature = await connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.slot).toBe(1);
    // Read as old clients do (no maxSupportedTransactionVersion), as web3.js's own live tests do.
    const genesis = await connection.getBlock(0);
    expect(genesis?.transactions).toEqual([]);
    expect(genesis?.parentSlot).toBe(0);
    const first = await connection.getBlock(1);
    expect(first?.transactions.map((t) => t.transaction.signatures[0])).toEqual([signature]);
  });

  it('answers requestAirdrop without preflight, as Agave: a transfer the runtime refuses lands failed', async () => {
    const chain = await startTestChain();
    chains.push(chain);
    const connection = new Connection(chain.rpcUrl, 'confirmed');
    const address = Keypair.generate().publicKey;
    // 1 lamport to a new account is below rent exemption: Agave's requestAirdrop still answers the signature.
    const signature = await connection.requestAirdrop(address, 1);
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });
    expect(await connection.getBalance(address)).toBe(0);
    const tx = await connection.getTransaction(signature, { commitment: 'confirmed' });
    expect(tx?.meta?.fee).toBe(5000);
  });
});
