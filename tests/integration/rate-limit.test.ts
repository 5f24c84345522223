import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the server enforces its own rate limits', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { API_RATE_LIMIT: '5' } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once a client exceeds the API limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${server.url}/api/analytics/overview`);
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(((await res.json()) as { message: string }).message).toMatch(/^Rate limit exceeded/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('keeps the JSON-RPC endpoint out of the API limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/rpc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
        }).then((r) => r.status),
      ),
    );
    expect(new Set(results)).toEqual(new Set([200]));
  });
});

describe('token launches are limited per wallet, not per network address', () => {
  it('refuses an 11th launch plan within a minute for one wallet while another wallet still launches', async () => {
    const server = await startTestServer();
    try {
      const [a, b] = await Promise.all([ApiWallet.create(server.url, 1), ApiWallet.create(server.url, 1)]);
      const plan = (w: ApiWallet) =>
        w.call('POST', '/api/tokens/create', { name: 'A', symbol: 'A', totalSupply: '1' });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await plan(a)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
      expect((await plan(b)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('behind a reverse proxy the API limit counts per client', () => {
  /** Six requests from one client, then one from another: the statuses of both. */
  async function twoClients(url: string) {
    const from = (ip: string) =>
      fetch(`${url}/api/analytics/overview`, { headers: { 'x-forwarded-for': ip } }).then((r) => r.status);
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push(await from('203.0.113.7'));
    return { first, second: await from('198.51.100.9') };
  }

  it('with TRUST_PROXY naming the proxy, clients differing only in X-Forwarded-For have their own buckets', async () => {
    const server = await startTestServer({ env: { API_RATE_LIMIT: '5', TRUST_PROXY: '127.0.0.1' } });
    try {
      expect(await twoClients(server.url)).toEqual({ first: [200, 200, 200, 200, 200, 429], second: 200 });
    } finally {
      await server.close();
    }
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not get a fresh bucket', async () => {
    const server = await startTestServer({ env: { API_RATE_LIMIT: '5' } });
    try {
      expect(await twoClients(server.url)).toEqual({ first: [200, 200, 200, 200, 200, 429], second: 429 });
    } finally {
      await server.close();
    }
  });
});

describe('bulk-send plans are limited per wallet', () => {
  it('refuses a wallet its plan beyond the per-minute limit while another wallet still plans', async () => {
    const server = await startTestServer({ env: { BATCH_PLAN_RATE_LIMIT: '3' } });
    try {
      const [a, b] = await Promise.all([ApiWallet.create(server.url, 2), ApiWallet.create(server.url, 2)]);
      const limit = server.ctx.env.BATCH_PLAN_RATE_LIMIT;
      const plan = async (w: ApiWallet) =>
        w.call('POST', '/api/wallet/distribute-sol', {
          type: 'equal',
          totalAmount: '0.01',
          addresses: [(await generateKeyPairSigner()).address],
        });
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) statuses.push((await plan(a)).status);
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
      expect(statuses[limit]).toBe(429);
      expect((await plan(b)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
