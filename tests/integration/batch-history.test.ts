import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { freshAddresses, signAndSubmit, waitForBatch } from './helpers/multisend';
import { expectListMatchesDetail, type Json } from './helpers/batch-history';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
describe('batch history pages', () => {
  let server: Server;
  // One transaction per chunk with a pause between, so a batch of several stays `processing` a while.
  beforeAll(async () => {
    server = await startTestServer({ env: { SEND_CHUNK_SIZE: '1', SEND_CHUNK_INTERVAL_MS: '2000' } });
  });
  afterAll(() => server.close());

  it('lists with the same counts as each batch detail, completed, partial, awaiting signature and processing', async () => {
    const payer = await ApiWallet.create(server.url, 3);
    const partialPlan = await payer.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '1',
      addresses: await freshAddresses(25),
    });
    expect(partialPlan.json.totalTransactions).toBe(2);
    // Another send drains the wallet before that batch is signed: its bigger transaction cannot pay.
    const drain = await payer.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '2.5',
      addresses: await freshAddresses(1),
    });
    await signAndSubmit(payer, drain);
    const completedId = String(drain.json.batchId);
    expect((await waitForBatch(payer, completedId)).status).toBe('completed');
    await signAndSubmit(payer, partialPlan);
    const partialId = String(partialPlan.json.batchId);
    expect((await waitForBatch(payer, partialId)).status).toBe('partial');

    const pending = await payer.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '0.01',
      addresses: await freshAddresses(2),
    });
    const pendingId = String(pending.json.batchId);
    await payer.airdrop(2);
    const slow = await payer.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '0.6',
      addresses: await freshAddresses(60),
    });
    expect(Number(slow.json.totalTransactions)).toBeGreaterThanOrEqual(3);
    await signAndSubmit(payer, slow);
    const processingId = String(slow.json.batchId);
    await waitForBatch(payer, processingId, (b) => b.status === 'processing' && Number(b.completedTxs) >= 1);

    await expectListMatchesDetail(payer, processingId, 'processing');
    await expectListMatchesDetail(payer, completedId, 'completed');
    await expectListMatchesDetail(payer, partialId, 'partial');
    await expectListMatchesDetail(payer, pendingId, 'awaiting_signature');

    // Pages of two follow the cursor to the end, newest first, each batch once.
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await payer.call('GET', `/api/batches?kind=sol&limit=2${query}`);
      expect(page.status).toBe(200);
      pages.push((page.json.batches as Json[]).map((b) => String(b.id)));
      cursor = page.json.nextCursor as string | null;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([2, 2]);
    // The partial batch was planned before the drain that made it partial.
    expect(pages.flat()).toEqual([processingId, pendingId, completedId, partialId]);
    const all = await payer.call('GET', '/api/batches');
    expect(all.json.nextCursor).toBeNull();
    expect((all.json.batches as Json[]).map((b) => b.id)).toEqual(pages.flat());

    const done = await waitForBatch(payer, processingId);
    expect(done.status).toBe('completed');
    await expectListMatchesDetail(payer, processingId, 'completed');
  });

  it('refuses a bad page size or cursor and lists nothing of another kind', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const zero = await wallet.call('GET', '/api/batches?limit=0');
    expect(zero.status).toBe(400);
    const tooMany = await wallet.call('GET', '/api/batches?limit=101');
    expect(tooMany.status).toBe(400);
    const cursor = encodeURIComponent('2024-02-31T10:00:00.000000Z|00000000-0000-4000-8000-000000000000');
    const badCursor = await wallet.call('GET', `/api/batches?cursor=${cursor}`);
    expect(badCursor.status).toBe(400);
    const none = await wallet.call('GET', '/api/batches?kind=multisend');
    expect(none.json).toEqual({ batches: [], nextCursor: null });
  });
});
