import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authNonces, sessions, stepUpChallenges } from '@server/db/schema';
import { purgeExpiredSignIns } from '@server/services/auth';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const past = () => new Date(Date.now() - 1000);

describe('expired sign-in nonces and sessions are purged', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a purge run deletes the expired ones and keeps the live ones usable', async () => {
    const { db } = server.ctx.database;
    const [stale, fresh] = await Promise.all([
      ApiWallet.create(server.url, 0),
      ApiWallet.create(server.url, 0),
    ]);
    const oldNonce = await stale.call('POST', '/api/auth/nonce', { address: stale.address });
    const liveNonce = await fresh.call('POST', '/api/auth/nonce', { address: fresh.address });
    const nonceOf = (res: { json: Record<string, unknown> }) =>
      /Nonce: (\S+)/.exec(String(res.json.message))?.[1] ?? '';
    const nonces = [nonceOf(oldNonce), nonceOf(liveNonce)];
    // As if the first nonce and the stale wallet's session had been issued long ago.
    await db
      .update(authNonces)
      .set({ expiresAt: past() })
      .where(eq(authNonces.nonce, nonces[0] ?? ''));
    await db.update(sessions).set({ expiresAt: past() }).where(eq(sessions.address, stale.address));

    // A step-up challenge asked long ago (never answered) and one asked now.
    const at = (expiresAt: Date, nonce: string) => ({
      nonce,
      address: stale.address,
      action: 'reveal_key',
      target: 'k',
      message: 'm',
      expiresAt,
    });
    await db
      .insert(stepUpChallenges)
      .values([at(past(), 'old-step-up'), at(new Date(Date.now() + 60_000), 'live-step-up')]);

    const purged = await purgeExpiredSignIns(server.ctx);
    expect(purged.stepUps).toBeGreaterThanOrEqual(1);
    const challenges = await db.select({ nonce: stepUpChallenges.nonce }).from(stepUpChallenges);
    expect(challenges.map((c) => c.nonce)).toEqual(['live-step-up']);
    expect(purged.nonces).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);

    const left = await db.select().from(authNonces).where(inArray(authNonces.nonce, nonces));
    expect(left.map((n) => n.nonce)).toEqual([nonces[1]]);
    const kept = await db
      .select({ address: sessions.address })
      .from(sessions)
      .where(inArray(sessions.address, [stale.address, fresh.address]));
    expect(kept.map((s) => s.address)).toEqual([fresh.address]);
    expect((await fresh.call('GET', '/api/auth/session')).json.address).toBe(fresh.address);
    await fresh.signIn();
  });
});
