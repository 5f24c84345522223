import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { KILLERS, knownParams, seedBodies, type FuzzIds } from './helpers/fuzz-seeds';
import { hostileQuery, hostileSegment, mutatedBody, rawBody } from './helpers/hostile-values';
import { startTestServer } from './helpers/server';

/** Fixed so a failure replays; fast-check prints the seed and path of the failing case. */
const SEED = Number(process.env.FUZZ_SEED ?? 902_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const server = await startTestServer();
afterAll(() => server.close());

const owner = await ApiWallet.create(server.url, 5);
/** Signed-in wallets spread the per-wallet launch and burn limits so those routes get past them. */
const helpers = await Promise.all(Array.from({ length: 20 }, () => ApiWallet.create(server.url, 1)));
const wallets = [owner, ...helpers];
/** Logout ends the session it is sent with, so it only ever gets this wallet's. */
const leaving = await ApiWallet.create(server.url, 0);
const dexTokens = (await owner.call('GET', '/api/dex/tokens')).json.tokens as {
  mint: string;
  symbol: string;
}[];
const pools = (await owner.call('GET', '/api/dex/pools')).json.pools as { id: string; label: string }[];
const mintOf = (symbol: string) => dexTokens.find((t) => t.symbol === symbol)?.mint ?? '';
const plan = await owner.call('POST', '/api/tokens/create', {
  name: 'Fuzz',
  symbol: 'FZ',
  totalSupply: '1000',
});
const ids: FuzzIds = {
  sol: mintOf('SOL'),
  usdc: mintOf('USDC'),
  owner: owner.address,
  other: helpers[0]?.address ?? owner.address,
  poolId: pools.find((p) => p.label === 'SOL/USDC')?.id ?? '',
  operationId: String(plan.json.operationId),
  launchedMint: String((plan.json.summary as { mint: string }).mint),
  batchId: randomUUID(),
};
const seeds = seedBodies(ids);
const strings = [ids.sol, ids.usdc, ids.owner, ids.other, ids.poolId, ids.operationId];

type Body = { json: unknown } | { text: string; contentType: string } | undefined;

async function send(method: string, url: string, body: Body, wallet: ApiWallet | null) {
  const headers: Record<string, string> = wallet ? { cookie: wallet.cookie } : {};
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['content-type'] = body.contentType;
    payload = body.text;
  }
  const res = await fetch(`${server.url}${url}`, { method, headers, body: payload });
  return { status: res.status, text: await res.text(), sent: payload };
}

function bodyFor(key: string): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedBody(seeds[key] ?? {}, strings).map((json): Body => ({ json })) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant<Body>(undefined) },
  );
}

/** Mostly the owner (who owns the planned operation), often another wallet, sometimes signed out (-1). */
const walletIndex = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: helpers.length }) },
  { weight: 1, arbitrary: fc.constant(-1) },
);

const routes = server.app.routeTable.filter((r) => !r.url.startsWith('/rpc'));
const posts = routes.filter((r) => r.method === 'POST').map((r) => `${r.method} ${r.url}`);

describe('every API route answers malformed input without a server error', () => {
  it('knows the whole API and has a seed body for every POST route that takes one', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/operations/:id/submit' });
    const bodiless = [
      'POST /api/auth/logout',
      'POST /api/batches/:id/retry',
      'POST /api/batches/:id/resume',
      'POST /api/batches/:id/cancel',
      'POST /api/api-vault/:id/reveal',
      'POST /api/solx/faucet',
      'POST /api/solx/whitelist',
      'POST /api/gamification/rewards/:id/claim',
      'POST /api/launch-plans/runs/:id/steps/:index/skip',
    ];
    expect(posts.filter((p) => !seeds[p] && !bodiless.includes(p))).toEqual([]);
  });

  it.each(routes)('fuzzes $method $url', async ({ method, url }) => {
    const known = knownParams(url, ids);
    const segments = url.split('/').map((s) => (s.startsWith(':') ? hostileSegment(known) : fc.constant(s)));
    const body = method === 'GET' ? fc.constant<Body>(undefined) : bodyFor(`${method} ${url}`);
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...segments).map((parts) => parts.join('/')),
        hostileQuery,
        body,
        walletIndex,
        async (path, query, b, index) => {
          const wallet = url === '/api/auth/logout' ? leaving : (wallets[index] ?? null);
          const res = await send(method, `${path}${query}`, b, index < 0 ? null : wallet);
          expect(res.status, `${method} ${path}${query} ${res.sent ?? ''} → ${res.text}`).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(Object.keys(seeds))('puts every known killer value into every field of %s', async (key) => {
    const [method = 'POST', url = ''] = key.split(' ');
    const path = url.replace(/:\w+/g, () => knownParams(url, ids)[0] ?? 'x');
    const seed = seeds[key] ?? {};
    const failures: string[] = [];
    let n = 0;
    for (const field of [...Object.keys(seed), 'extra']) {
      for (const value of KILLERS) {
        // The submit route needs the operation's owner; elsewhere rotate so per-wallet limits never bite.
        const wallet = url.includes('/submit') ? owner : (helpers[n++ % helpers.length] ?? owner);
        const res = await send(method, path, { json: { ...seed, [field]: value } }, wallet);
        if (res.status >= 500) failures.push(`${field}=${JSON.stringify(value)} → ${res.status} ${res.text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed JSON-RPC in its own envelope, never with a server error', async () => {
    const bodies = [
      '{',
      '[]',
      '[1, 2]',
      '{"jsonrpc":"2.0"}',
      '{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["\\u0000"]}',
      '{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["\\ud800"]}',
      '{"jsonrpc":"2.0","id":1e308,"method":"getSlot","params":{"a":1}}',
      '{"jsonrpc":"2.0","id":1,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}',
      '{"jsonrpc":"2.0","id":1,"method":"getAccountInfo","params":[null]}',
      '{"jsonrpc":"2.0","id":1,"method":"requestAirdrop","params":["x", 1e308]}',
    ];
    for (const text of bodies) {
      const res = await send('POST', '/rpc', { text, contentType: 'application/json' }, null);
      expect(res.status, `${text} → ${res.text}`).toBeLessThan(500);
    }
  });
});
