import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { expireUnsignedOperations } from '@server/chain/pipeline/expire';
import { ApiWallet } from './helpers/api-wallet';
import { launchStandardCurve } from './helpers/curve-launch';
import { expectListMatchesDetail } from './helpers/batch-history';
import { freshAddresses, signAndSubmit, waitForBatch } from './helpers/multisend';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('a plan the wallet never signs expires with its blockhash (30 ms blocks)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { CHAIN_TICK_MS: '30' } });
  });
  afterAll(() => server.close());

  it('marks the unsigned batch expired (not sent), shows its recipients unpaid, refuses the late signature and retries', async () => {
    const wallet = await ApiWallet.create(server.url, 2);
    const addresses = await freshAddresses(3);
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', { totalAmount: '0.03', addresses });
    expect(plan.status).toBe(200);
    const opId = String(plan.json.operationId);
    const batchId = String(plan.json.batchId);
    // Its blockhash is fresh: a sweep now leaves it planned.
    expect(await expireUnsignedOperations(server.ctx)).not.toContain(opId);
    expect((await wallet.call('GET', `/api/operations/${opId}`)).json.status).toBe('planned');

    await expect
      .poll(async () => (await wallet.call('GET', `/api/operations/${opId}`)).json.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('expired');
    const op = await wallet.call('GET', `/api/operations/${opId}`);
    expect(op.json.error).toBe(BLOCKHASH_EXPIRED_MESSAGE);

    const batch = await wallet.call('GET', `/api/batches/${batchId}`);
    // Never signed, so nothing was sent: the batch reads expired, not failed, with an end time.
    expect(batch.json).toMatchObject({ status: 'expired', successfulRecipients: 0, failedRecipients: 0 });
    expect(batch.json.endTime).not.toBeNull();
    expect(batch.json.recipients).toEqual(
      addresses.map((address) =>
        expect.objectContaining({
          address,
          status: 'failed',
          signature: null,
          error: 'The transaction expired before it was sent',
        }),
      ),
    );
    await expectListMatchesDetail(wallet, batchId, 'expired');

    const late = await signAndSubmit(wallet, plan);
    expect(late).toMatchObject({
      status: 409,
      json: { error: 'blockhash_expired', message: BLOCKHASH_EXPIRED_MESSAGE },
    });

    const retry = await wallet.call('POST', `/api/batches/${batchId}/retry`);
    expect(retry.status).toBe(200);
    await signAndSubmit(wallet, retry);
    const done = await waitForBatch(wallet, batchId);
    expect(done).toMatchObject({ status: 'completed', successfulRecipients: 3, failedRecipients: 0 });
    const balances = await wallet.rpc<{ value: Array<{ lamports: number } | null> }>('getMultipleAccounts', [
      addresses,
    ]);
    expect(balances.value.map((a) => a?.lamports)).toEqual(addresses.map(() => 10_000_000));
  });

  it('a curve buy signed after its blockhash expired is refused and moves nothing, though its plan was kept in memory', async () => {
    const { mint } = await launchStandardCurve(server, 'EXPR', 'Expiring plans are refused', '0.1');
    const buyer = await ApiWallet.create(server.url, 2);
    const plan = await buyer.call('POST', '/api/dex/pump-fun', {
      action: 'buy',
      mint,
      amount: '0.1',
      slippage: 5,
    });
    expect(plan.status).toBe(200);
    const id = String(plan.json.operationId);
    const signed = await buyer.sign(plan.json.transactions as string[]);
    await expect
      .poll(async () => (await buyer.call('GET', `/api/operations/${id}`)).json.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('expired');
    const lamports = async () => (await buyer.rpc<{ value: number }>('getBalance', [buyer.address])).value;
    const before = await lamports();
    const late = await buyer.call('POST', `/api/operations/${id}/submit`, { transactions: signed });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(BLOCKHASH_EXPIRED_MESSAGE);
    expect(await lamports()).toBe(before);
    expect(await buyer.tokenBalance(mint)).toBe(0n);
  }, 60_000);
});
