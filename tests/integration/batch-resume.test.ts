import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchActionMessages } from '@shared/schemas/multisend';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { ApiWallet } from './helpers/api-wallet';
import { expectListMatchesDetail } from './helpers/batch-history';
import { freshAddresses, signAndSubmit, waitForBatch, type BatchAnswer } from './helpers/multisend';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const lamportsOf = async (wallet: ApiWallet, addresses: string[]) =>
  (
    await wallet.rpc<{ value: Array<{ lamports: number } | null> }>('getMultipleAccounts', [addresses])
  ).value.map((a) => a?.lamports ?? 0);

describe('a batch planned but never signed: awaiting signature, resume, cancel', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reads "awaiting signature", is not counted as sent, and cancels for good', async () => {
    const wallet = await ApiWallet.create(server.url, 2);
    const addresses = await freshAddresses(4);
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', { totalAmount: '0.04', addresses });
    const batchId = String(plan.json.batchId);
    await expectListMatchesDetail(wallet, batchId, 'awaiting_signature');
    const stats = await wallet.call('GET', '/api/batches/stats?kind=sol');
    expect(stats.json).toMatchObject({ totalBatches: 0, totalRecipients: 0, successfulRecipients: 0 });

    const cancelled = await wallet.call('POST', `/api/batches/${batchId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      status: 'cancelled',
      successfulRecipients: 0,
      failedRecipients: 0,
    });
    expect(cancelled.json.endTime).not.toBeNull();
    await expectListMatchesDetail(wallet, batchId, 'cancelled');

    // The stale plan can no longer be signed in, cancelled twice, or resumed.
    const late = await signAndSubmit(wallet, plan);
    expect(late).toMatchObject({ status: 409, json: { message: BLOCKHASH_EXPIRED_MESSAGE } });
    const again = await wallet.call('POST', `/api/batches/${batchId}/cancel`);
    expect(again).toMatchObject({ status: 409, json: { message: batchActionMessages.notAwaiting } });
    const resume = await wallet.call('POST', `/api/batches/${batchId}/resume`);
    expect(resume).toMatchObject({ status: 409, json: { message: batchActionMessages.notResumable } });
    expect(await lamportsOf(wallet, addresses)).toEqual([0, 0, 0, 0]);
    expect((await wallet.call('GET', '/api/batches/stats?kind=sol')).json.totalRecipients).toBe(0);
  });

  it('resumes with a fresh plan that replaces the stale one, pays once and counts once', async () => {
    const wallet = await ApiWallet.create(server.url, 2);
    const addresses = await freshAddresses(3);
    const stale = await wallet.call('POST', '/api/wallet/distribute-sol', { totalAmount: '0.03', addresses });
    const batchId = String(stale.json.batchId);

    const resumed = await wallet.call('POST', `/api/batches/${batchId}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.json.batchId).toBe(batchId);
    expect(resumed.json.operationId).not.toBe(stale.json.operationId);
    const staleSigned = await signAndSubmit(wallet, stale);
    expect(staleSigned.status).toBe(409);

    await signAndSubmit(wallet, resumed);
    const done = await waitForBatch(wallet, batchId);
    expect(done).toMatchObject({
      status: 'completed',
      successfulRecipients: 3,
      operationIds: [resumed.json.operationId],
    });
    expect(await lamportsOf(wallet, addresses)).toEqual([10_000_000, 10_000_000, 10_000_000]);
    const stats = await wallet.call('GET', '/api/batches/stats?kind=sol');
    expect(stats.json).toMatchObject({ totalBatches: 1, totalRecipients: 3, successfulRecipients: 3 });
    // A finished batch is neither resumed nor cancelled.
    const resume = await wallet.call('POST', `/api/batches/${batchId}/resume`);
    expect(resume.status).toBe(409);
  });

  it("answers 404 for another wallet's batch and for ids that are not batch ids", async () => {
    const owner = await ApiWallet.create(server.url, 1);
    const other = await ApiWallet.create(server.url, 0);
    const plan = await owner.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '0.01',
      addresses: await freshAddresses(1),
    });
    const batchId = String(plan.json.batchId);
    for (const action of ['resume', 'cancel']) {
      expect((await other.call('POST', `/api/batches/${batchId}/${action}`)).status).toBe(404);
      for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'a'.repeat(100)]) {
        const res = await owner.call('POST', `/api/batches/${id}/${action}`);
        expect(res.status, `${action} ${id.slice(0, 20)}`).toBe(404);
      }
      // A NUL byte or an oversized path is refused before any lookup.
      expect((await owner.call('POST', `/api/batches/%00/${action}`)).status).toBe(400);
      expect((await owner.call('POST', `/api/batches/${'a'.repeat(5000)}/${action}`)).status).toBe(414);
    }
    expect((await owner.call('GET', `/api/batches/${batchId}`)).json.status).toBe('awaiting_signature');
  });

  it('the preview names a batch of the last hour with the same recipients and amounts, in any order', async () => {
    const wallet = await ApiWallet.create(server.url, 3);
    const addresses = await freshAddresses(5);
    const body = { type: 'equal', totalAmount: '0.05', addresses };
    const first = await wallet.call('POST', '/api/wallet/distribute-sol/preview', body);
    expect(first.json.recentDuplicate).toBeNull();
    // A batch that was planned and cancelled sent nothing: repeating it is no double payment.
    const cancelledPlan = await wallet.call('POST', '/api/wallet/distribute-sol', body);
    await wallet.call('POST', `/api/batches/${String(cancelledPlan.json.batchId)}/cancel`);
    expect(
      (await wallet.call('POST', '/api/wallet/distribute-sol/preview', body)).json.recentDuplicate,
    ).toBeNull();

    const sent = await wallet.call('POST', '/api/wallet/distribute-sol', body);
    await signAndSubmit(wallet, sent);
    await waitForBatch(wallet, String(sent.json.batchId));
    const reordered = { ...body, addresses: [...addresses].reverse() };
    const repeat = await wallet.call('POST', '/api/wallet/distribute-sol/preview', reordered);
    expect(repeat.json.recentDuplicate).toMatchObject({ batchId: sent.json.batchId, status: 'completed' });

    const otherAmount = await wallet.call('POST', '/api/wallet/distribute-sol/preview', {
      ...body,
      totalAmount: '0.06',
    });
    expect(otherAmount.json.recentDuplicate).toBeNull();
    const custom = await wallet.call('POST', '/api/wallet/distribute-sol/preview', {
      type: 'custom',
      addresses,
      customAmounts: Object.fromEntries(addresses.map((a, i) => [a, i === 0 ? '0.02' : '0.0075'])),
    });
    expect(custom.json.recentDuplicate).toBeNull();
    // Another wallet sending the same list is not a repeat of this one's.
    const stranger = await ApiWallet.create(server.url, 1);
    const theirs = await stranger.call('POST', '/api/wallet/distribute-sol/preview', body);
    expect((theirs as BatchAnswer).json.recentDuplicate).toBeNull();
  });
});

describe('an unsigned batch expires on its own and resumes with a fresh blockhash (30 ms blocks)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { CHAIN_TICK_MS: '30' } });
  });
  afterAll(() => server.close());

  it('reads expired without counting as sent, then Resume plans again and pays', async () => {
    const wallet = await ApiWallet.create(server.url, 2);
    const addresses = await freshAddresses(2);
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', { totalAmount: '0.02', addresses });
    const batchId = String(plan.json.batchId);
    await expect
      .poll(async () => (await wallet.call('GET', `/api/batches/${batchId}`)).json.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('expired');
    expect((await wallet.call('GET', '/api/batches/stats?kind=sol')).json.totalRecipients).toBe(0);
    expect((await wallet.call('POST', `/api/batches/${batchId}/cancel`)).status).toBe(409);

    const resumed = await wallet.call('POST', `/api/batches/${batchId}/resume`);
    expect(resumed.status).toBe(200);
    await signAndSubmit(wallet, resumed);
    const done = await waitForBatch(wallet, batchId);
    expect(done).toMatchObject({ status: 'completed', successfulRecipients: 2, failedRecipients: 0 });
    expect(await lamportsOf(wallet, addresses)).toEqual([10_000_000, 10_000_000]);
    expect((await wallet.call('GET', '/api/batches/stats?kind=sol')).json.totalRecipients).toBe(2);
  });
});
