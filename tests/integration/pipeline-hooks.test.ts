import { address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cosignWireTransaction } from '@server/chain/pipeline/cosign';
import { defineOperation } from '@server/chain/pipeline/operation-definition';
import { planOperation } from '@server/chain/pipeline/plan';
import { inFlightOn, runningUnderLock } from '@server/chain/pipeline/in-flight';
import { IN_FLIGHT_MESSAGE } from '@server/chain/pipeline/submit';
import { operations } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { conflict } from '@server/lib/errors';
import { OPERATION_KINDS } from '@server/operation-kinds';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A payout the platform must co-sign at submission: the platform pays the wallet `lamports`. */
async function planPayout(server: Server, wallet: ApiWallet, kind: string, amount: number) {
  const { ctx } = server;
  const instruction = getTransferSolInstruction({
    source: createNoopSigner(ctx.platform.address),
    destination: address(wallet.address),
    amount: lamports(BigInt(amount)),
  });
  return planOperation(ctx, ctx.operations.get(kind), {
    wallet: address(wallet.address),
    summary: {},
    transactions: [[instruction]],
  });
}

const balance = async (wallet: ApiWallet) =>
  (await wallet.rpc<{ value: number }>('getBalance', [wallet.address, { commitment: 'confirmed' }])).value;

describe('pipeline hooks: co-signing under a lock, refusing, sending in the background', () => {
  let server: Server;
  let refuse = false;
  const order: string[] = [];
  const testPayout = defineOperation({
    kind: 'test_payout',
    summary: z.object({}),
    lockKeys: () => ['test-pool'],
    async cosign(ctx, op, signed) {
      order.push(`start ${op.id}`);
      if (refuse) throw conflict('price_moved', 'Price moved. Review the new quote and sign again.');
      const out = await Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform)));
      order.push(`end ${op.id}`);
      return out;
    },
  });
  const testPayoutBackground = defineOperation({
    kind: 'test_payout_background',
    summary: z.object({}),
    background: true,
    cosign: (ctx, _op, signed) => Promise.all(signed.map((w) => cosignWireTransaction(w, ctx.platform))),
  });
  beforeAll(async () => {
    server = await startTestServer({ operations: [...OPERATION_KINDS, testPayout, testPayoutBackground] });
    await server.ctx.chain.embedded?.airdrop(server.ctx.platform.address, 5_000_000_000n);
  });
  afterAll(() => server.close());

  it('adds the platform signature at submission and confirms, one locked operation at a time', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const before = await balance(wallet);
    // Different amounts: identical messages would share one signature and land once.
    const plans = await Promise.all(
      [0, 1, 2].map((i) => planPayout(server, wallet, 'test_payout', 1_000_000 + i)),
    );
    const results = await Promise.all(
      plans.map(async (plan) =>
        wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
          transactions: await wallet.sign(plan.transactions),
        }),
      ),
    );
    expect(results.map((r) => r.json.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // Each co-sign finished (and its send and confirmation) before the next one started.
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]?.replace('end', 'start')).toBe(order[i]);
    const fee = 5000 * 2;
    expect(await balance(wallet)).toBe(before + 3 * (1_000_000 - fee) + 3);
  });

  it('a refused co-sign answers 409, sends nothing and leaves the operation planned', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const before = await balance(wallet);
    const plan = await planPayout(server, wallet, 'test_payout', 1_000_000);
    refuse = true;
    const res = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: await wallet.sign(plan.transactions),
    });
    refuse = false;
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Price moved. Review the new quote and sign again.');
    expect((await wallet.call('GET', `/api/operations/${plan.operationId}`)).json.status).toBe('planned');
    expect(await balance(wallet)).toBe(before);
  });

  it('does not co-sign while another operation on the same key is still submitted (slow chain, restart)', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const earlier = await planPayout(server, wallet, 'test_payout', 3_000_000);
    const setStatus = (status: string) =>
      server.ctx.database.db.update(operations).set({ status }).where(eq(operations.id, earlier.operationId));
    await setStatus('submitted');
    const plan = await planPayout(server, wallet, 'test_payout', 4_000_000);
    const signed = await wallet.sign(plan.transactions);
    const busy = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: signed,
    });
    expect(busy.status).toBe(409);
    expect(busy.json).toMatchObject({ error: 'in_flight', message: IN_FLIGHT_MESSAGE });
    await setStatus('failed');
    const ok = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: signed,
    });
    expect(ok.json.status).toBe('confirmed');
  });

  it('the in-flight check skips only the operations of a group this process runs, while it runs', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const earlier = await planPayout(server, wallet, 'test_payout', 5_000_000);
    const asking = await planPayout(server, wallet, 'test_payout', 6_000_000);
    const { ctx } = server;
    await ctx.database.db
      .update(operations)
      .set({ status: 'submitted' })
      .where(eq(operations.id, earlier.operationId));
    try {
      expect(await inFlightOn(ctx, [asking.operationId], ['test-pool'])).toBe(true);
      expect(await inFlightOn(ctx, [asking.operationId], ['another-pool'])).toBe(false);
      // Its group's leader holds 'test-pool' meanwhile, so nothing on that key can be asking.
      const letGo = runningUnderLock([earlier.operationId]);
      expect(await inFlightOn(ctx, [asking.operationId], ['test-pool'])).toBe(false);
      letGo();
      // Handed to confirmation (the leader let go), it is in flight again.
      expect(await inFlightOn(ctx, [asking.operationId], ['test-pool'])).toBe(true);
    } finally {
      await ctx.database.db
        .update(operations)
        .set({ status: 'failed' })
        .where(eq(operations.id, earlier.operationId));
    }
  });

  it('a background operation answers at once and a job sends and confirms it', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const before = await balance(wallet);
    const plan = await planPayout(server, wallet, 'test_payout_background', 2_000_000);
    const res = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: await wallet.sign(plan.transactions),
    });
    expect(res.json.status).toBe('submitted');
    await expect
      .poll(async () => (await wallet.call('GET', `/api/operations/${plan.operationId}`)).json.status, {
        timeout: 20_000,
      })
      .toBe('confirmed');
    expect(await balance(wallet)).toBe(before + 2_000_000 - 10_000);
  });
});
