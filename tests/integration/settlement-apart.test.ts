import { generateKeyPairSigner, type Address } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnce } from '@server/chain/pipeline/send';
import { signSettlementsApart } from '@server/chain/pipeline/settlement-apart';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const payee = async () => (await generateKeyPairSigner()).address;

/**
 * A group's settlements are packed into as few platform transactions as fit. One settlement the chain
 * would refuse (here a payment leaving its payee below rent, as a wallet that broke its own account would
 * make it) must not take the others packed with it down: each of the others is paid.
 */
describe('a packed settlement that would fail is split, so only its own payment fails', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pays the two good settlements and fails only the bad one', async () => {
    const { ctx } = server;
    const pay = (to: Address, lamports: bigint) => [
      getTransferSolInstruction({ source: ctx.platform, destination: to, amount: lamports }),
    ];
    const [good1, bad, good2] = [await payee(), await payee(), await payee()];
    const segments = [
      { walletSignature: 'wallet-tx-1', instructions: pay(good1, 10_000_000n) },
      // 1 lamport leaves a new account below rent exemption: the chain refuses it.
      { walletSignature: 'wallet-tx-2', instructions: pay(bad, 1n) },
      { walletSignature: 'wallet-tx-3', instructions: pay(good2, 10_000_000n) },
    ];

    const signed = await signSettlementsApart(ctx, segments);
    expect(signed.map((s) => s.segments)).toEqual([[0], [1], [2]]);
    const failures = [];
    for (const s of signed) failures.push(await sendOnce(ctx, { signedTx: s.wire, signature: s.signature }));
    const balance = async (a: Address) =>
      (await ctx.chain.rpc.getBalance(a, { commitment: 'confirmed' }).send()).value;
    await expect.poll(() => balance(good1)).toBe(10_000_000n);
    await expect.poll(() => balance(good2)).toBe(10_000_000n);
    expect(await balance(bad)).toBe(0n);
    expect(failures[1]).not.toBeNull();
  });

  it('keeps settlements packed together when the chain would run them', async () => {
    const { ctx } = server;
    const [a, b] = [await payee(), await payee()];
    const pay = (to: Address) => [
      getTransferSolInstruction({ source: ctx.platform, destination: to, amount: 5_000_000n }),
    ];
    const signed = await signSettlementsApart(ctx, [
      { walletSignature: 'w-a', instructions: pay(a) },
      { walletSignature: 'w-b', instructions: pay(b) },
    ]);
    expect(signed.map((s) => s.segments)).toEqual([[0, 1]]);
  });
});
