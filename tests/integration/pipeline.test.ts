import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the operation pipeline with 5 ms blocks', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { CHAIN_TICK_MS: '5' } });
  });
  afterAll(() => server.close());

  it('asks the user to sign again when the planned blockhash expired before submission', async () => {
    const wallet = await ApiWallet.create(server.url);
    const plan = await wallet.call('POST', '/api/tokens/create', {
      name: 'Late',
      symbol: 'LATE',
      totalSupply: '1',
    });
    const signed = await wallet.sign(plan.json.transactions as string[]);
    const { value } = await wallet.rpc<{ value: { lastValidBlockHeight: number } }>('getLatestBlockhash', []);
    await expect
      .poll(() => wallet.rpc<number>('getBlockHeight', []), { timeout: 20_000, interval: 100 })
      .toBeGreaterThan(value.lastValidBlockHeight);

    const res = await wallet.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: signed,
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(BLOCKHASH_EXPIRED_MESSAGE);
    const op = await wallet.call('GET', `/api/operations/${String(plan.json.operationId)}`);
    expect(op.json.status).toBe('expired');
    expect((await wallet.call('GET', '/api/tokens/list')).json.tokens).toEqual([]);
  });
});

describe('the operation pipeline at normal block times', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('submitting the same signed operation twice sends it once', async () => {
    const wallet = await ApiWallet.create(server.url);
    const plan = await wallet.call('POST', '/api/tokens/create', {
      name: 'Once',
      symbol: 'ONCE',
      totalSupply: '7',
    });
    const signed = await wallet.sign(plan.json.transactions as string[]);
    const url = `/api/operations/${String(plan.json.operationId)}/submit`;
    const [a, b] = await Promise.all([
      wallet.call('POST', url, { transactions: signed }),
      wallet.call('POST', url, { transactions: signed }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await expect
      .poll(
        async () =>
          (await wallet.call('GET', `/api/operations/${String(plan.json.operationId)}`)).json.status,
      )
      .toBe('confirmed');
    const tokens = (await wallet.call('GET', '/api/tokens/list')).json.tokens as unknown[];
    expect(tokens).toHaveLength(1);
  });
});
