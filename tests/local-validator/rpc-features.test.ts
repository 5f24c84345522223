import {
  address,
  compileTransactionMessage,
  compressTransactionMessageUsingAddressLookupTables,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  lamports,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { KeyPairSigner, Rpc, SolanaRpcApi } from '@solana/kit';
import {
  findAddressLookupTablePda,
  getCreateLookupTableInstructionAsync,
  getExtendLookupTableInstruction,
} from '@solana-program/address-lookup-table';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitClient, rawRpc, startTestChain, transactionMessage } from './helpers/test-chain';
import type { KitClient, TestChain } from './helpers/test-chain';

describe('embedded chain RPC features (subscriptions, batches, fees, lookup tables, faucet)', () => {
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

  it('streams logs, program and root notifications over the WebSocket', async () => {
    const subscriptions = createSolanaRpcSubscriptions(t.wsUrl);
    const abort = new AbortController();
    const recipient = await generateKeyPairSigner();
    const first = async <T>(iterable: AsyncIterable<T>, match: (value: T) => boolean) => {
      for await (const value of iterable) if (match(value)) return value;
      throw new Error('subscription ended');
    };
    const options = { abortSignal: abort.signal };
    const logs = await subscriptions
      .logsNotifications({ mentions: [recipient.address] }, { commitment: 'confirmed' })
      .subscribe(options);
    const program = await subscriptions
      .programNotifications(address('11111111111111111111111111111111'), {
        encoding: 'base64',
        filters: [{ dataSize: 0n }],
      })
      .subscribe(options);
    const roots = await subscriptions.rootNotifications().subscribe(options);
    try {
      const logged = first(logs, () => true);
      const credited = first(program, (n) => n.value.pubkey === recipient.address);
      const signature = await kit.send([
        getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 3_000_000n }),
      ]);
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
    const wireMessage = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(
        compileTransactionMessage(transactionMessage(payer, latest, ixs)),
      ),
    );
    expect((await rpc.getFeeForMessage(wireMessage as never).send()).value).toBe(5_010n);
    // A slot of its own: the previous test's transfers from the payer (price 0) would set its minimum.
    const previousSlot = await rpc.getSlot().send();
    while ((await rpc.getSlot().send()) <= previousSlot) await new Promise((r) => setTimeout(r, 20));
    const before = (await rpc.getBalance(payer.address).send()).value;
    const signature = await kit.send(ixs);
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_000_000n - 5_010n);
    const tx = await rpc
      .getTransaction(signature as never, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(tx?.meta?.fee).toBe(5_010n);
    const fees = await rpc.getRecentPrioritizationFees([payer.address]).send();
    expect(fees.find((f) => f.slot === tx?.slot)?.prioritizationFee).toBe(1_000n);
    // The chain is younger than one 60 s window: the window in progress holds every transaction.
    const samples = await rpc.getRecentPerformanceSamples(5).send();
    expect(samples.reduce((sum, sample) => sum + sample.numTransactions, 0n)).toBe(
      await rpc.getTransactionCount().send(),
    );
  });

  it('resolves address lookup tables in v0 transactions', async () => {
    const recipients = await Promise.all([1, 2, 3].map(() => generateKeyPairSigner()));
    const recentSlot = await rpc.getSlot({ commitment: 'finalized' }).send();
    const [table] = await findAddressLookupTablePda({ authority: payer.address, recentSlot });
    await kit.send([
      await getCreateLookupTableInstructionAsync({ authority: payer.address, payer, recentSlot }),
      getExtendLookupTableInstruction({
        address: table,
        authority: payer,
        payer,
        addresses: recipients.map((r) => r.address),
      }),
    ]);
    // Addresses appended in a slot become usable in the next one.
    const extendedIn = await rpc.getSlot().send();
    while ((await rpc.getSlot().send()) <= extendedIn)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const { value: latest } = await rpc.getLatestBlockhash().send();
    const transfers = recipients.map((r) =>
      getTransferSolInstruction({ source: payer, destination: r.address, amount: 1_000_000n }),
    );
    const compressed = compressTransactionMessageUsingAddressLookupTables(
      transactionMessage(payer, latest, transfers),
      {
        [table]: recipients.map((r) => r.address),
      },
    );
    const signature = await kit.sendSigned(await signTransactionMessageWithSigners(compressed));

    for (const r of recipients) expect((await rpc.getBalance(r.address).send()).value).toBe(1_000_000n);
    const tx = await rpc
      .getTransaction(signature as never, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(tx?.version).toBe(0);
    // Loaded in the order of the message's writable indexes (the compiler orders them, not us).
    const txMessage = tx?.transaction.message;
    const lookup =
      txMessage && 'addressTableLookups' in txMessage ? txMessage.addressTableLookups?.[0] : undefined;
    expect(lookup?.accountKey).toBe(table);
    const tableOrder = recipients.map((r) => r.address);
    expect(tx?.meta?.loadedAddresses?.writable).toEqual(
      lookup?.writableIndexes.map((i: number) => tableOrder[i]),
    );
    expect(tx?.meta?.postBalances.slice(-3)).toEqual([1_000_000n, 1_000_000n, 1_000_000n]);
    const history = await rpc.getSignaturesForAddress(recipients[2]?.address ?? payer.address).send();
    expect(history.map((h) => h.signature)).toEqual([signature]);
    const parsedTable = await rpc.getAccountInfo(table, { encoding: 'jsonParsed' }).send();
    expect(parsedTable.value?.data).toMatchObject({
      program: 'address-lookup-table',
      parsed: { info: { addresses: recipients.map((r) => r.address) } },
    });
  });

  it('limits requestAirdrop per address and minute', async () => {
    const greedy = await generateKeyPairSigner();
    for (let i = 0; i < 5; i++) await rpc.requestAirdrop(greedy.address, lamports(1_000_000_000n)).send();
    const sixth = await rawRpc(t.rpcUrl, 'requestAirdrop', [greedy.address, 1_000_000_000]);
    expect(sixth.error?.message).toMatch(
      /^airdrop limit reached for \w+: at most 5 airdrops and 50 SOL per address per minute; try again in \d+s$/,
    );
    expect((await rpc.getBalance(greedy.address).send()).value).toBe(5_000_000_000n);
    const whale = await generateKeyPairSigner();
    expect(
      (await rawRpc(t.rpcUrl, 'requestAirdrop', [whale.address, 51_000_000_000])).error?.message,
    ).toContain('airdrop limit reached');
  });
  it('records failed transactions sent with skipPreflight and refuses forged signatures', async () => {
    const poor = await generateKeyPairSigner();
    await rpc.requestAirdrop(poor.address, lamports(1_000_000_000n)).send();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const overspend = await signTransactionMessageWithSigners(
      transactionMessage(poor, latest, [
        getTransferSolInstruction({ source: poor, destination: payer.address, amount: 2_000_000_000n }),
      ]),
    );
    const wire = getBase64EncodedWireTransaction(overspend);
    const signature = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send();
    const status = (await rpc.getSignatureStatuses([signature]).send()).value[0];
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    // A failed transaction that executed still pays its fee and is part of history.
    expect((await rpc.getBalance(poor.address).send()).value).toBe(1_000_000_000n - 5_000n);
    const history = await rpc.getSignaturesForAddress(poor.address).send();
    expect(history[0]).toMatchObject({ signature, err: { InstructionError: [0n, { Custom: 1n }] } });

    const forged = Buffer.from(wire, 'base64');
    forged[1] = (forged[1] ?? 0) ^ 0xff;
    const reply = await rawRpc(t.rpcUrl, 'sendTransaction', [
      forged.toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(reply.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
  });
});
