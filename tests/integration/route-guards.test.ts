import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

const server = await startTestServer();
afterAll(() => server.close());

const api = server.app.routeTable
  .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
  .map((r) => ({ ...r, auth: server.app.routeAuth.get(`${r.method} ${r.url}`) }));
/** A path a signed-out caller can send: each `:param` gets a well-formed value, so only the guard decides. */
const pathOf = (url: string) => url.replace(/:[a-z]+/gi, randomUUID());

describe('every API route is guarded by its declared config', () => {
  it('declares auth on every /api route', () => {
    expect(api.length).toBeGreaterThan(30);
    expect(api.filter((r) => r.auth !== 'wallet' && r.auth !== 'public')).toEqual([]);
  });

  it('answers 401 with the sign-in message on every wallet route when signed out', async () => {
    const walletRoutes = api.filter((r) => r.auth === 'wallet');
    expect(walletRoutes.length).toBeGreaterThan(15);
    for (const route of walletRoutes) {
      const res = await fetch(`${server.url}${pathOf(route.url)}`, {
        method: route.method,
        headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect({ route: `${route.method} ${route.url}`, status: res.status, body: await res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { error: 'unauthorized', message: 'Connect and sign in with your wallet first' },
      });
    }
  });

  it('refuses script-like bodies on the sensitive writes before they are read', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const writes = [
      '/api/tokens/create',
      '/api/tokens/burn',
      '/api/dex/raydium/amm',
      '/api/dex/jupiter',
      '/api/liquidity',
      '/api/multisender',
      '/api/multisender/preview',
      '/api/wallet/distribute-sol',
      '/api/wallet/distribute-sol/preview',
      '/api/wallet/distribute-tokens',
      '/api/wallet/distribute-tokens/preview',
    ];
    for (const url of writes) {
      const res = await wallet.call('POST', url, { note: '<img src=x onerror=alert(1)>' });
      expect({ url, status: res.status, message: res.json.message }).toEqual({
        url,
        status: 400,
        message: 'Invalid transaction data detected',
      });
    }
  });
});
