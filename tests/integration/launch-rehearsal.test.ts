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
    rehearsalId = queued.id;
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
