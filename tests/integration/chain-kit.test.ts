import {
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  compileTransaction,
  compileTransactionMessage,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  createSolanaRpc,
  createSolanaRpcFromTransport,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { Address, Blockhash, Instruction, KeyPairSigner, Rpc, SolanaRpcApi } from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMetadataPointerInstruction,
  getInitializeMintInstruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessTransport } from '@server/chain/embedded';
import { startTestChain } from './helpers/embedded-chain';
import type { TestChain } from './helpers/embedded-chain';

async function rawCall(url: string, method: string, params: unknown[]): Promise<{ error?: { code: number; message: string } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json() as Promise<{ error?: { code: number; message: string } }>;
}

function message(rpcPayer: KeyPairSigner, blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint }, ixs: Instruction[]) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(rpcPayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(ixs, m),
  );
}

describe('embedded chain with @solana/kit', () => {
  let t: TestChain;
  let rpc: Rpc<SolanaRpcApi>;
  let payer: KeyPairSigner;
  let send: (ixs: Instruction[]) => Promise<string>;

  beforeAll(async () => {
    t = await startTestChain();
    rpc = createSolanaRpc(t.rpcUrl);
    const rpcSubscriptions = createSolanaRpcSubscriptions(t.wsUrl);
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    payer = await generateKeyPairSigner();
    await airdropFactory({ rpc, rpcSubscriptions })({ recipientAddress: payer.address, lamports: lamports(5_000_000_000n), commitment: 'confirmed' });
    send = async (ixs) => {
      const { value: latest } = await rpc.getLatestBlockhash().send();
      const signed = await signTransactionMessageWithSigners(message(payer, latest, ixs));
      assertIsTransactionWithBlockhashLifetime(signed);
      await sendAndConfirm(signed, { commitment: 'confirmed' });
      return getSignatureFromTransaction(signed);
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends and confirms a SOL transfer through the WebSocket confirmation flow', async () => {
    const recipient = await generateKeyPairSigner();
    const signature = await send([getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1_500_000_000n })]);
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000_000n);
    const statuses = await rpc.getSignatureStatuses([signature as never]).send();
    expect(statuses.value[0]?.err).toBeNull();
  });

  it('keeps u64 precision above 2^53 (the faucet balance)', async () => {
    const { identity } = await rpc.getIdentity().send();
    const recipient = await generateKeyPairSigner();
    const signature = await rpc.requestAirdrop(recipient.address, lamports(1_000_000_001n)).send();
    const tx = await rpc.getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    const [pre, post] = [tx?.meta?.preBalances[0] ?? 0n, tx?.meta?.postBalances[0] ?? 0n];
    expect(pre).toBeGreaterThan(2n ** 53n);
    expect(pre - post).toBe(1_000_000_001n + (tx?.meta?.fee ?? 0n));
    expect((await rpc.getBalance(identity).send()).value).toBe(post);
  });

  it('creates a Token-2022 mint with metadata and transfers it', async () => {
    const mint = await generateKeyPairSigner();
    const recipient = await generateKeyPairSigner();
    const pointer = extension('MetadataPointer', { authority: payer.address, metadataAddress: mint.address });
    const metadata = extension('TokenMetadata', {
      updateAuthority: payer.address,
      mint: mint.address,
      name: 'Kit Coin',
      symbol: 'KIT',
      uri: 'https://example.com/kit.json',
      additionalMetadata: new Map(),
    });
    const space = BigInt(getMintSize([pointer]));
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize([pointer, metadata]))).send();
    await send([
      getCreateAccountInstruction({ payer, newAccount: mint, lamports: rent, space, programAddress: TOKEN_2022_PROGRAM_ADDRESS }),
      getInitializeMetadataPointerInstruction({ mint: mint.address, authority: payer.address, metadataAddress: mint.address }),
      getInitializeMintInstruction({ mint: mint.address, decimals: 2, mintAuthority: payer.address }),
      getInitializeTokenMetadataInstruction({
        metadata: mint.address,
        updateAuthority: payer.address,
        mint: mint.address,
        mintAuthority: payer,
        name: 'Kit Coin',
        symbol: 'KIT',
        uri: 'https://example.com/kit.json',
      }),
    ]);
    const [source] = await findAssociatedTokenPda({ owner: payer.address, mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    const [destination] = await findAssociatedTokenPda({ owner: recipient.address, mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    await send([
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: payer.address, mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: recipient.address, mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS }),
      getMintToInstruction({ mint: mint.address, token: source, mintAuthority: payer, amount: 10_000n }),
    ]);
    await send([getTransferCheckedInstruction({ source, mint: mint.address, destination, authority: payer, amount: 2_550n, decimals: 2 })]);

    expect((await rpc.getTokenAccountBalance(destination).send()).value).toEqual({
      amount: '2550',
      decimals: 2,
      uiAmount: 25.5,
      uiAmountString: '25.5',
    });
    const parsed = await rpc.getAccountInfo(destination, { encoding: 'jsonParsed' }).send();
    expect(parsed.value?.data).toMatchObject({
      program: 'spl-token-2022',
      parsed: { type: 'account', info: { mint: mint.address, owner: recipient.address, extensions: [{ extension: 'immutableOwner' }] } },
    });
    const byOwner = await rpc.getTokenAccountsByOwner(recipient.address, { mint: mint.address }, { encoding: 'base64' }).send();
    expect(byOwner.value.map((a) => a.pubkey)).toEqual([destination]);

    const inProcess = createSolanaRpcFromTransport(createInProcessTransport(t.chain));
    const viaHttp = await rpc.getAccountInfo(mint.address, { encoding: 'jsonParsed' }).send();
    const direct = await inProcess.getAccountInfo(mint.address, { encoding: 'jsonParsed' }).send();
    expect(direct.value).toEqual(viaHttp.value);
    expect(viaHttp.value?.data).toMatchObject({
      parsed: {
        type: 'mint',
        info: {
          decimals: 2,
          supply: '10000',
          extensions: [
            { extension: 'metadataPointer', state: { authority: payer.address, metadataAddress: mint.address } },
            { extension: 'tokenMetadata', state: { name: 'Kit Coin', symbol: 'KIT', uri: 'https://example.com/kit.json' } },
          ],
        },
      },
    });
  });

  it('simulates an unsigned transaction', async () => {
    const recipient = await generateKeyPairSigner();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const unsigned = compileTransaction(
      message(payer, latest, [getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 2_000_000n })]),
    );
    const wire = getBase64EncodedWireTransaction(unsigned);
    const { value } = await rpc
      .simulateTransaction(wire, { encoding: 'base64', accounts: { addresses: [recipient.address], encoding: 'base64' } })
      .send();
    expect(value.err).toBeNull();
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(value.accounts[0]?.lamports).toBe(2_000_000n);
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n);

    const replaced = await rpc.simulateTransaction(wire, { encoding: 'base64', replaceRecentBlockhash: true }).send();
    expect(replaced.value.err).toBeNull();
    expect(replaced.value.replacementBlockhash?.blockhash).toBeTypeOf('string');
  });

  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    const unknown = await rawCall(t.rpcUrl, 'getEverything', []);
    expect(unknown.error).toEqual({ code: -32601, message: 'Method not found' });
    const bad = await rawCall(t.rpcUrl, 'getBalance', ['not-a-pubkey']);
    expect(bad.error?.code).toBe(-32602);
    expect(bad.error?.message).toMatch(/^Invalid params: /);
    const error = await rpc
      .getBalance(address('11111111111111111111111111111111'), { minContextSlot: 10n ** 12n })
      .send()
      .catch((e: unknown) => e);
    expect(isSolanaError(error)).toBe(true);
    const viaKit = await rpc
      .getAccountInfo('nope' as Address)
      .send()
      .catch((e: unknown) => e);
    expect(isSolanaError(viaKit, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true);
  });

  it('streams logs, program and root notifications over the WebSocket', async () => {
    const subscriptions = createSolanaRpcSubscriptions(t.wsUrl);
    const abort = new AbortController();
    const recipient = await generateKeyPairSigner();
    const first = async <T>(iterable: AsyncIterable<T>, match: (value: T) => boolean) => {
      for await (const value of iterable) if (match(value)) return value;
      throw new Error('subscription ended');
    };
    const options = { abortSignal: abort.signal };
    const logs = await subscriptions.logsNotifications({ mentions: [recipient.address] }, { commitment: 'confirmed' }).subscribe(options);
    const program = await subscriptions
      .programNotifications(address('11111111111111111111111111111111'), { encoding: 'base64', filters: [{ dataSize: 0n }] })
      .subscribe(options);
    const roots = await subscriptions.rootNotifications().subscribe(options);
    try {
      const logged = first(logs, () => true);
      const credited = first(program, (n) => n.value.pubkey === recipient.address);
      const signature = await send([getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 3_000_000n })]);
      expect((await logged).value).toMatchObject({ signature, err: null });
      expect((await credited).value.account.lamports).toBe(3_000_000n);
      expect(await first(roots, () => true)).toBeTypeOf('bigint');
    } finally {
      abort.abort();
    }
  });

  it('answers batches, fees, prioritization fees and performance samples like a validator', async () => {
    const batch = await fetch(t.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        { jsonrpc: '2.0', id: 'c', method: 'getBlockHeight', params: [] },
      ]),
    }).then((r) => r.json() as Promise<{ id: string; result?: unknown; error?: { code: number } }[]>);
    expect(batch.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(batch[0]?.result).toBe('ok');
    expect(batch[1]?.error?.code).toBe(-32601);
    expect(batch[2]?.result).toBeTypeOf('number');

    const recipient = await generateKeyPairSigner();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const ixs = [
      getSetComputeUnitLimitInstruction({ units: 10_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 1_000n }),
      getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1_000_000n }),
    ];
    const wireMessage = getBase64Decoder().decode(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message(payer, latest, ixs))));
    expect((await rpc.getFeeForMessage(wireMessage as never).send()).value).toBe(5_010n);
    const before = (await rpc.getBalance(payer.address).send()).value;
    const signature = await send(ixs);
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_000_000n - 5_010n);
    const tx = await rpc.getTransaction(signature as never, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(tx?.meta?.fee).toBe(5_010n);
    const fees = await rpc.getRecentPrioritizationFees([payer.address]).send();
    expect(fees.find((f) => f.slot === tx?.slot)?.prioritizationFee).toBe(1_000n);
    const samples = await rpc.getRecentPerformanceSamples(5).send();
    expect(samples[0]?.numTransactions).toBeGreaterThanOrEqual(5n);
  });

  it('limits requestAirdrop per address and minute', async () => {
    const greedy = await generateKeyPairSigner();
    for (let i = 0; i < 5; i++) await rpc.requestAirdrop(greedy.address, lamports(1_000_000_000n)).send();
    const sixth = await rawCall(t.rpcUrl, 'requestAirdrop', [greedy.address, 1_000_000_000]);
    expect(sixth.error?.message).toMatch(/^airdrop limit reached for \w+: at most 5 airdrops and 50 SOL per address per minute; try again in \d+s$/);
    expect((await rpc.getBalance(greedy.address).send()).value).toBe(5_000_000_000n);
    const whale = await generateKeyPairSigner();
    expect((await rawCall(t.rpcUrl, 'requestAirdrop', [whale.address, 51_000_000_000])).error?.message).toContain('airdrop limit reached');
  });

  it('rejects a transaction whose blockhash has expired', async () => {
    const fast = await startTestChain({ tickMs: 5 });
    try {
      const fastRpc = createSolanaRpc(fast.rpcUrl);
      const signer = await generateKeyPairSigner();
      await fast.chain.airdrop(signer.address, 1_000_000_000n);
      const { value: stale } = await fastRpc.getLatestBlockhash().send();
      while ((await fastRpc.isBlockhashValid(stale.blockhash).send()).value) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const signed = await signTransactionMessageWithSigners(
        message(signer, stale, [getTransferSolInstruction({ source: signer, destination: payer.address, amount: 1n })]),
      );
      const error = await fastRpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
        .catch((e: unknown) => e);
      expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
      const raw = await rawCall(fast.rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
      expect(raw.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } });
      expect((await fastRpc.getSignatureStatuses([getSignatureFromTransaction(signed)]).send()).value[0]).toBeNull();
    } finally {
      await fast.close();
    }
  });
});
