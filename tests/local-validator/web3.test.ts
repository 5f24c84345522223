import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import type { ParsedAccountData, PublicKey } from '@solana/web3.js';
import {
  ExtensionType,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TYPE_SIZE,
  createInitializeInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMint,
  getAccount,
  getMint,
  getMintLen,
  getOrCreateAssociatedTokenAccount,
  getTokenMetadata,
  mintTo,
  transfer,
} from '@solana/spl-token';
import { getBase58Decoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

/** Borsh size of a TokenMetadata TLV value without additional fields. */
function metadataValueSize(name: string, symbol: string, uri: string): number {
  return (
    32 + 32 + 4 + Buffer.byteLength(name) + 4 + Buffer.byteLength(symbol) + 4 + Buffer.byteLength(uri) + 4
  );
}

describe('embedded chain with @solana/web3.js and @solana/spl-token', () => {
  let t: TestChain;
  let connection: Connection;
  const payer = Keypair.generate();
  const alice = Keypair.generate();
  const bob = Keypair.generate();
  let mint: PublicKey;

  beforeAll(async () => {
    t = await startTestChain();
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    const signature = await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
    const latest = await connection.getLatestBlockhash();
    const confirmation = await connection.confirmTransaction({ signature, ...latest });
    expect(confirmation.value.err).toBeNull();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('credits a requested airdrop', async () => {
    expect(await connection.getBalance(payer.publicKey)).toBe(10 * LAMPORTS_PER_SOL);
  });

  it('creates an SPL mint, mints to an associated account and transfers', async () => {
    mint = await createMint(connection, payer, payer.publicKey, null, 6);
    const aliceAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey);
    const bobAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, bob.publicKey);
    await mintTo(connection, payer, mint, aliceAta.address, payer, 5_000_000n);
    await transfer(connection, payer, aliceAta.address, bobAta.address, alice, 1_250_000n);

    const mintInfo = await getMint(connection, mint);
    expect(mintInfo.decimals).toBe(6);
    expect(mintInfo.supply).toBe(5_000_000n);
    expect(mintInfo.mintAuthority?.toBase58()).toBe(payer.publicKey.toBase58());
    expect((await getAccount(connection, aliceAta.address)).amount).toBe(3_750_000n);
    expect((await getAccount(connection, bobAta.address)).amount).toBe(1_250_000n);
  });

  it('lists parsed token accounts by owner and the largest holders', async () => {
    const owned = await connection.getParsedTokenAccountsByOwner(alice.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    });
    expect(owned.value).toHaveLength(1);
    const parsed = owned.value[0]?.account.data as ParsedAccountData;
    expect(parsed.program).toBe('spl-token');
    expect(parsed.parsed.type).toBe('account');
    expect(parsed.parsed.info.tokenAmount).toEqual({
      amount: '3750000',
      decimals: 6,
      uiAmount: 3.75,
      uiAmountString: '3.75',
    });

    const largest = await connection.getTokenLargestAccounts(mint);
    expect(largest.value.map((a) => a.amount)).toEqual(['3750000', '1250000']);
    expect((await connection.getTokenSupply(mint)).value.uiAmountString).toBe('5');
  });

  it('creates a Token-2022 mint with metadata pointer and token metadata', async () => {
    const mintKeypair = Keypair.generate();
    const name = 'Embedded Token';
    const symbol = 'EMB';
    const uri = 'https://example.com/emb.json';
    const mintLen = getMintLen([ExtensionType.MetadataPointer]);
    const rent = await connection.getMinimumBalanceForRentExemption(
      mintLen + TYPE_SIZE + LENGTH_SIZE + metadataValueSize(name, symbol, uri),
    );
    const tx = new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mintKeypair.publicKey,
        space: mintLen,
        lamports: rent,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializeMetadataPointerInstruction(
        mintKeypair.publicKey,
        payer.publicKey,
        mintKeypair.publicKey,
        TOKEN_2022_PROGRAM_ID,
      ),
      createInitializeMintInstruction(mintKeypair.publicKey, 9, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
      createInitializeInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: mintKeypair.publicKey,
        updateAuthority: payer.publicKey,
        mint: mintKeypair.publicKey,
        mintAuthority: payer.publicKey,
        name,
        symbol,
        uri,
      }),
    );
    await sendAndConfirmTransaction(connection, tx, [payer, mintKeypair]);

    const metadata = await getTokenMetadata(
      connection,
      mintKeypair.publicKey,
      'confirmed',
      TOKEN_2022_PROGRAM_ID,
    );
    expect(metadata).toMatchObject({ name, symbol, uri });
    expect(metadata?.updateAuthority?.toBase58()).toBe(payer.publicKey.toBase58());

    const info = await connection.getParsedAccountInfo(mintKeypair.publicKey);
    const data = info.value?.data as ParsedAccountData;
    expect(data.program).toBe('spl-token-2022');
    expect(data.parsed.info.extensions).toEqual([
      {
        extension: 'metadataPointer',
        state: { authority: payer.publicKey.toBase58(), metadataAddress: mintKeypair.publicKey.toBase58() },
      },
      {
        extension: 'tokenMetadata',
        state: {
          additionalMetadata: [],
          mint: mintKeypair.publicKey.toBase58(),
          name,
          symbol,
          updateAuthority: payer.publicKey.toBase58(),
          uri,
        },
      },
    ]);
  });

  it('notifies signature and account subscriptions over the WebSocket', async () => {
    const recipient = Keypair.generate();
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient.publicKey,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    );
    const latest = await connection.getLatestBlockhash();
    tx.recentBlockhash = latest.blockhash;
    tx.feePayer = payer.publicKey;
    tx.sign(payer);
    const signature = tx.signatures[0]?.signature;
    if (!signature) throw new Error('transaction was not signed');
    const bs58Signature = getBase58Decoder().decode(signature);

    const accountChange = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(recipient.publicKey, (account) => {
        void connection.removeAccountChangeListener(id);
        resolve(account.lamports);
      });
    });
    const signatureResult = new Promise<unknown>((resolve) => {
      connection.onSignature(bs58Signature, (result) => resolve(result.err));
    });
    // Give rpc-websockets the round trip that establishes both subscriptions before sending.
    await connection.getSlot();
    await new Promise<void>((resolve) => {
      const id = connection.onSlotChange(() => {
        void connection.removeSlotChangeListener(id);
        resolve();
      });
    });
    await connection.sendRawTransaction(tx.serialize());
    expect(await signatureResult).toBeNull();
    expect(await accountChange).toBe(LAMPORTS_PER_SOL / 4);

    const confirmed = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: recipient.publicKey,
          lamports: 1000,
        }),
      ),
      [payer],
    );
    expect(typeof confirmed).toBe('string');
    expect(await connection.getBalance(recipient.publicKey)).toBe(LAMPORTS_PER_SOL / 4 + 1000);
  });

  it('serves signature history and full transactions', async () => {
    const history = await connection.getSignaturesForAddress(alice.publicKey);
    expect(history.length).toBeGreaterThanOrEqual(2);
    const slots = history.map((h) => h.slot);
    expect([...slots].sort((a, b) => b - a)).toEqual(slots);

    const transferSig = history[0]?.signature ?? '';
    const tx = await connection.getTransaction(transferSig, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.err).toBeNull();
    expect(tx?.meta?.fee).toBe(10_000);
    expect(tx?.meta?.logMessages?.[0]).toBe(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [1]`);
    expect(tx?.meta?.computeUnitsConsumed).toBeGreaterThan(0);
    expect(tx?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(
      alice.publicKey.toBase58(),
    );
    const pre = tx?.meta?.preTokenBalances?.map((b) => b.uiTokenAmount.amount).sort();
    const post = tx?.meta?.postTokenBalances?.map((b) => b.uiTokenAmount.amount).sort();
    expect(pre).toEqual(['0', '5000000']);
    expect(post).toEqual(['1250000', '3750000']);

    const limited = await connection.getSignaturesForAddress(alice.publicKey, {
      limit: 1,
      before: transferSig,
    });
    expect(limited).toHaveLength(1);
    expect(limited[0]?.signature).toBe(history[1]?.signature);
  });

  it('rejects a failing transaction in preflight with -32002 and the program logs', async () => {
    const poor = Keypair.generate();
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    });
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bob.publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    );
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = poor.publicKey;
    tx.sign(poor);

    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    const sendError = error as SendTransactionError;
    expect(sendError.message).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(sendError.logs?.some((l) => l.includes('insufficient lamports'))).toBe(true);

    const raw = await fetch(t.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'sendTransaction',
        params: [tx.serialize().toString('base64'), { encoding: 'base64' }],
      }),
    }).then((r) => r.json() as Promise<{ error: { code: number; data: { err: unknown; logs: string[] } } }>);
    expect(raw.error.code).toBe(-32002);
    expect(raw.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    // Preflight failures are not committed: no fee was taken.
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL);
  });
});
