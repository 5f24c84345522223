import { Connection } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rehearsalMessages, type Rehearsal } from '@shared/schemas/launch-rehearsal';
import type { Pool } from '@shared/schemas/dex';
import type { LaunchDetail, LaunchSummary } from '@shared/schemas/launchpad';
import { eq } from 'drizzle-orm';
import { pools as poolRows } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const tokenData = {
  tokenName: 'Dress Rehearsal',
  tokenSymbol: 'DRESS',
  description: 'A launch rehearsed before it is real',
  socialLinks: { twitter: '', telegram: '', website: '' },
  initialLiquidity: '1',
  bondingCurve: 'standard',
};

/** Polls the rehearsal as the screen does until it is final. */
async function finished(w: ApiWallet, id: string): Promise<Rehearsal> {
  for (;;) {
    const r = (await w.call('GET', `/api/launchpad/rehearsals/${id}`)).json as unknown as Rehearsal;
    if (r.status === 'graduated' || r.status === 'failed') return r;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a creator rehearses a launch on the embedded chain', () => {
  let server: Server;
  let alice: ApiWallet;
  let rehearsalId = '';

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 1);
  }, 180_000);
  afterAll(() => server.close());

  it('refuses a request without a script, and a stranger without a session', async () => {
    const bad = await alice.call('POST', '/api/launchpad/rehearsals', { tokenData, preset: 'nope' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain(rehearsalMessages.presetInvalid);
    const anonymous = await fetch(`${server.url}/api/launchpad/rehearsals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenData, preset: 'fast-sell-out' }),
    });
    expect(anonymous.status).toBe(401);
    const missing = await alice.call('GET', '/api/launchpad/rehearsals/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('a scripted run with sells graduates into a pool; the token is marked and never trending', async () => {
    const started = await alice.call('POST', '/api/launchpad/rehearsals', {
      tokenData,
      preset: 'slow-with-sells',
    });
    expect(started.status).toBe(200);
    const queued = started.json as unknown as Rehearsal;
    expect(queued).toMatchObject({ status: 'queued', step: 0, preset: 'slow-with-sells' });
    const second = await alice.call('POST', '/api/launchpad/rehearsals', {
      tokenData,
      preset: 'fast-sell-out',
    });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(rehearsalMessages.alreadyRunning);
    const done = await finished(alice, queued.id);
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: 'graduated', progress: 100, step: queued.steps });
    expect(done.poolId).toBeTruthy();
    const mint = done.mint ?? '';
    const detail = (await alice.call('GET', `/api/launchpad/launches/${mint}`))
      .json as unknown as LaunchDetail;
    expect(detail.status).toBe('graduated');
    expect(detail.creator).not.toBe(alice.address);
    expect(detail.recentTrades.some((t) => t.side === 'sell')).toBe(true);
    // The graduated pool exists, but only the rehearsal's own view names it (issue 29 item 3).
    const [pool] = await server.ctx.database.db
      .select()
      .from(poolRows)
      .where(eq(poolRows.id, done.poolId ?? ''));
    expect(pool).toMatchObject({ type: 'constant-product', status: 'active' });
    const pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    expect(pools.map((p) => p.id)).not.toContain(done.poolId);
    expect(done.trades).toBe(detail.trades);
    const trending = (await alice.call('GET', '/api/launchpad/launches?tab=trending')).json
      .launches as LaunchSummary[];
    expect(trending.map((l) => l.mint)).not.toContain(mint);
    // Its timeline is the recorded trades: the sells are there, each with the signature the detail lists.
    const sells = done.timeline.filter((s) => s.action === 'sell');
    expect(sells.length).toBeGreaterThan(0);
    const recorded = new Set(detail.recentTrades.map((t) => t.signature));
    for (const s of sells) expect(recorded.has(s.signature ?? '')).toBe(true);
    rehearsalId = queued.id;
  }, 240_000);

  it('with a 0.5 s pace the rehearsal timeline shows each trade with its signature as it lands', async () => {
    const refused = await alice.call('POST', '/api/launchpad/rehearsals', {
      tokenData,
      preset: 'fast-sell-out',
      paceMs: 300,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain(rehearsalMessages.paceInvalid);
    const started = await alice.call('POST', '/api/launchpad/rehearsals', {
      tokenData,
      preset: 'fast-sell-out',
      paceMs: 500,
    });
    expect(started.status).toBe(200);
    const id = String(started.json.id);
    // Watching as the screen does (faster): the timeline grows one landed step at a time.
    const lengthsSeen = new Set<number>();
    let done: Rehearsal | null = null;
    while (!done) {
      const r = (await alice.call('GET', `/api/launchpad/rehearsals/${id}`)).json as unknown as Rehearsal;
      const landed = r.timeline.filter((s) => s.status === 'confirmed');
      lengthsSeen.add(landed.length);
      for (const step of landed) expect(step.signature).toBeTruthy();
      if (r.status === 'graduated' || r.status === 'failed') done = r;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done.error).toBeNull();
    const { timeline } = done;
    // The launch, then buys until the curve sold out (the closing buy is skipped once it has).
    expect(timeline.map((s) => s.action)).toEqual(['launch', ...Array(timeline.length - 1).fill('buy')]);
    expect(timeline.length).toBeGreaterThanOrEqual(5);
    expect(timeline.every((s) => s.status === 'confirmed')).toBe(true);
    // Each step was on screen on its own for a while: no jump from a few to all.
    for (let n = 1; n <= timeline.length; n++) expect(lengthsSeen.has(n)).toBe(true);
    const connection = new Connection(server.rpcUrl, 'confirmed');
    const statuses = await connection.getSignatureStatuses(timeline.map((s) => s.signature ?? ''));
    expect(statuses.value.every((v) => v?.err === null)).toBe(true);
    const wallets = new Set(timeline.map((s) => s.wallet));
    expect(wallets.size).toBe(timeline.length);
    expect(wallets.has(alice.address)).toBe(false);
    const prices = timeline.map((s) => s.priceAfterSol ?? 0);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? 0);
    // The pace is a real wait: the scripted trades landed at least 0.5 s apart.
    const gaps = timeline.slice(2).map((s, i) => Date.parse(s.at) - Date.parse(timeline[i + 1]?.at ?? ''));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(500);
  }, 240_000);

  it('shows a rehearsal only to the wallet that asked for it: another wallet gets 404, nobody signed in 401', async () => {
    const bob = await ApiWallet.create(server.url, 0);
    expect((await alice.call('GET', `/api/launchpad/rehearsals/${rehearsalId}`)).status).toBe(200);
    const theirs = await bob.call('GET', `/api/launchpad/rehearsals/${rehearsalId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe(rehearsalMessages.notFound);
    expect(JSON.stringify(theirs.json)).not.toContain(rehearsalId);
    const anonymous = await fetch(`${server.url}/api/launchpad/rehearsals/${rehearsalId}`);
    expect(anonymous.status).toBe(401);
  });
});
