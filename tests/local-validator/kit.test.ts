import {
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  address,
  compileTransaction,
  createSolanaRpc,
  createSolanaRpcFromTransport,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { Address, KeyPairSigner, Rpc, SolanaRpcApi } from '@solana/kit';
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
import { createInProcessTransport } from '@local-validator';
import { kitClient, rawRpc, startTestChain, transactionMessage } from './helpers/test-chain';
import type { KitClient, TestChain } from './helpers/test-chain';

describe('embedded chain with @solana/kit', () => {
  let t: TestChain;
  let kit: KitClient;
  let rpc: Rpc<SolanaRpcApi>;
  let payer: KeyPairSigner;

  beforeAll(async () => {
    t = await startTestChain();
    kit = await kitClient(t);
    ({ rpc, payer } = kit);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends and confirms a SOL transfer through the WebSocket confirmation flow', async () => {
    const recipient = await generateKeyPairSigner();
    const signature = await kit.send([
      getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1_500_000_000n }),
    ]);
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000_000n);
    const statuses = await rpc.getSignatureStatuses([signature as never]).send();
    expect(statuses.value[0]?.err).toBeNull();
  });

  it('keeps u64 precision above 2^53 (the faucet balance)', async () => {
    const { identity } = await rpc.getIdentity().send();
    const recipient = await generateKeyPairSigner();
    const signature = await rpc.requestAirdrop(recipient.address, lamports(1_000_000_001n)).send();
    const tx = await rpc
      .getTransaction(signature, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
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
    await kit.send([
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: rent,
        space,
        programAddress: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getInitializeMetadataPointerInstruction({
        mint: mint.address,
        authority: payer.address,
        metadataAddress: mint.address,
      }),
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
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: recipient.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    await kit.send([
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: payer.address,
        mint: mint.address,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: recipient.address,
        mint: mint.address,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getMintToInstruction({ mint: mint.address, token: source, mintAuthority: payer, amount: 10_000n }),
    ]);
    await kit.send([
      getTransferCheckedInstruction({
        source,
        mint: mint.address,
        destination,
        authority: payer,
        amount: 2_550n,
        decimals: 2,
      }),
    ]);

    expect((await rpc.getTokenAccountBalance(destination).send()).value).toEqual({
      amount: '2550',
      decimals: 2,
      uiAmount: 25.5,
      uiAmountString: '25.5',
    });
    const parsed = await rpc.getAccountInfo(destination, { encoding: 'jsonParsed' }).send();
    expect(parsed.value?.data).toMatchObject({
      program: 'spl-token-2022',
      parsed: {
        type: 'account',
        info: { mint: mint.address, owner: recipient.address, extensions: [{ extension: 'immutableOwner' }] },
      },
    });
    const byOwner = await rpc
      .getTokenAccountsByOwner(recipient.address, { mint: mint.address }, { encoding: 'base64' })
      .send();
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
            {
              extension: 'metadataPointer',
              state: { authority: payer.address, metadataAddress: mint.address },
            },
            {
              extension: 'tokenMetadata',
              state: { name: 'Kit Coin', symbol: 'KIT', uri: 'https://example.com/kit.json' },
            },
          ],
        },
      },
    });
  });

  it('simulates an unsigned transaction', async () => {
    const recipient = await generateKeyPairSigner();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const unsigned = compileTransaction(
      transactionMessage(payer, latest, [
        getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 2_000_000n }),
      ]),
    );
    const wire = getBase64EncodedWireTransaction(unsigned);
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        accounts: { addresses: [recipient.address], encoding: 'base64' },
      })
      .send();
    expect(value.err).toBeNull();
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(value.accounts[0]?.lamports).toBe(2_000_000n);
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n);

    const replaced = await rpc
      .simulateTransaction(wire, { encoding: 'base64', replaceRecentBlockhash: true })
      .send();
    expect(replaced.value.err).toBeNull();
    expect(replaced.value.replacementBlockhash?.blockhash).toBeTypeOf('string');
  });

  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    const unknown = await rawRpc(t.rpcUrl, 'getEverything', []);
    expect(unknown.error).toEqual({ code: -32601, message: 'Method not found' });
    const bad = await rawRpc(t.rpcUrl, 'getBalance', ['not-a-pubkey']);
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
        transactionMessage(signer, stale, [
          getTransferSolInstruction({ source: signer, destination: payer.address, amount: 1n }),
        ]),
      );
      const error = await fastRpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
        .catch((e: unknown) => e);
      expect(
        isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
      ).toBe(true);
      const raw = await rawRpc(fast.rpcUrl, 'sendTransaction', [
        getBase64EncodedWireTransaction(signed),
        { encoding: 'base64' },
      ]);
      expect(raw.error).toMatchObject({
        code: -32002,
        message: 'Transaction simulation failed: Blockhash not found',
        data: { err: 'BlockhashNotFound' },
      });
      expect(
        (await fastRpc.getSignatureStatuses([getSignatureFromTransaction(signed)]).send()).value[0],
      ).toBeNull();
    } finally {
      await fast.close();
    }
  });
});
