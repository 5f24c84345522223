import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('never limits the JSON-RPC endpoint', async () => {
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
