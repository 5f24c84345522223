import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authNonces } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** `/%61pi/...` routes to `/api/...`: the limiter and the session must see it as the API too. */
describe('percent-encoded API paths are limited and signed in like /api', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { API_RATE_LIMIT: '6' } });
  });
  afterAll(() => server.close());

  it('counts /%61pi/chain/status against the same budget as /api/chain/status', async () => {
    const spellings = ['/api', '/%61pi', '/%61%70%69', '/api', '/%61pi', '/./%61pi', '/%61pi'];
    const answers = [];
    for (const prefix of spellings) {
      const res = await fetch(`${server.url}${prefix}/chain/status`);
      answers.push({ status: res.status, limited: res.headers.has('x-ratelimit-limit') });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(answers.every((a) => a.limited)).toBe(true);
  });
});

describe('percent-encoded auth paths', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { API_RATE_LIMIT: '6' } });
  });
  afterAll(() => server.close());

  it('resolves the session and limits nonce creation on /%61pi/auth/*', async () => {
    const wallet = await ApiWallet.create(server.url, 0); // 2 requests: nonce + verify
    const session = await wallet.call('GET', '/%61pi/auth/session');
    expect(session.status).toBe(200);
    expect(session.json.address).toBe(wallet.address);

    const nonces = async () => (await server.ctx.database.db.select({ n: count() }).from(authNonces))[0]?.n;
    expect(await nonces()).toBe(1);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await wallet.call('POST', '/%61pi/auth/nonce', { address: wallet.address })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await nonces()).toBe(4);
  });
});

describe('security headers', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("forbids framing in both headers: X-Frame-Options DENY matches CSP frame-ancestors 'none'", async () => {
    const res = await fetch(`${server.url}/api/security/check`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
