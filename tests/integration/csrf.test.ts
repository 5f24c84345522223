import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { postJson, rawRequest } from './helpers/raw-http';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Writes from a browser must come from the site's own origin, and every write body is JSON. */
describe('cross-site writes and non-JSON bodies', () => {
  let server: Server;
  let alice: ApiWallet;
  const joined = async () => (await alice.call('GET', '/api/solx/whitelist')).json.joined;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 0);
  }, 90_000);
  afterAll(() => server.close());

  const post = (headers: Record<string, string>, body = '{}') =>
    rawRequest(`${server.url}/api/solx/whitelist`, {
      method: 'POST',
      headers: { cookie: alice.cookie, ...headers },
      body,
    });

  it('refuses a write whose Origin is another site, or that a browser marks cross-site, with 403', async () => {
    expect(await joined()).toBe(false);
    const json = { 'content-type': 'application/json' };
    const refusals = [
      await post({ ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      await post({ ...json, origin: 'https://evil.example' }),
      await post({ ...json, origin: 'null' }),
      await post({ ...json, 'sec-fetch-site': 'cross-site' }),
      await post({ ...json, 'sec-fetch-site': 'same-site' }),
      await post({ ...json, origin: server.url, 'sec-fetch-site': 'cross-site' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.json.error).toBe('cross_site_request');
    }
    expect(refusals[0]?.json.message).toBe(
      'Refused: this request was sent by another site (https://evil.example)',
    );
    const del = await rawRequest(`${server.url}/api/api-vault/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: { cookie: alice.cookie, origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
    expect(await joined()).toBe(false);
  });

  it('refuses a sign-in nonce asked from another site', async () => {
    const res = await postJson(
      `${server.url}/api/auth/nonce`,
      { address: alice.address },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('cross_site_request');
  });

  it('refuses a text/plain, urlencoded or body-less POST with 415', async () => {
    const cases = [
      await post({ 'content-type': 'text/plain' }, '{}'),
      await post({ 'content-type': 'text/plain;charset=UTF-8' }, ''),
      await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'),
      await post({ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'),
      await post({}, ''),
      await rawRequest(`${server.url}/api/solx/whitelist`, {
        method: 'POST',
        headers: { cookie: alice.cookie },
      }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(415);
      expect(res.json).toMatchObject({
        error: 'unsupported_media_type',
        message: 'Send the request body as JSON (content-type: application/json)',
      });
    }
    expect(await joined()).toBe(false);
  });

  it('accepts the page itself and clients that are not browsers', async () => {
    const fromPage = await post({
      'content-type': 'application/json; charset=utf-8',
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(fromPage.status).toBe(200);
    expect(await joined()).toBe(true);
    const script = await postJson(`${server.url}/api/wallet/balance`, { walletAddress: alice.address });
    expect(script.status).toBe(200);
    const localhostPage = await postJson(
      `${server.url}/api/wallet/balance`,
      { walletAddress: alice.address },
      { origin: `http://localhost:${server.port}`, 'sec-fetch-site': 'same-origin' },
    );
    expect(localhostPage.status).toBe(200);
  });

  it('leaves the public JSON-RPC endpoint open to every origin, as a validator is', async () => {
    const res = await postJson(
      `${server.url}/rpc`,
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { origin: 'https://any-dapp.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(typeof res.json.result).toBe('number');
  });
});
