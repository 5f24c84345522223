import { randomUUID } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gamificationMessages,
  type Achievement,
  type DailyQuest,
  type LeaderboardEntry,
  type Reward,
} from '@shared/schemas/gamification';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { pointEvents, referrals } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('gamification hub: achievements, quests, leaderboard and a store that pays once', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let carol: ApiWallet;
  let createdBetween: [number, number];

  const createToken = async (wallet: ApiWallet, symbol: string) => {
    const { op } = await wallet.runOperation('/api/tokens/create', {
      name: `Game ${symbol}`,
      symbol,
      decimals: 6,
      totalSupply: '1000',
    });
    expect(op?.json.status).toBe('confirmed');
  };

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, carol] = await Promise.all([
      ApiWallet.create(server.url, 5),
      ApiWallet.create(server.url, 0),
      ApiWallet.create(server.url, 5),
    ]);
    expect((await alice.call('POST', '/api/settings', { displayName: 'Alice L' })).status).toBe(200);
    const before = Date.now();
    await createToken(alice, 'GMA');
    createdBetween = [before - 1000, Date.now() + 1000];
    await createToken(carol, 'GMC');
  }, 120_000);
  afterAll(() => server.close());

  it("today's quests show real progress and a completed quest adds its XP once", async () => {
    const quests = (await alice.call('GET', '/api/gamification/quests')).json.quests as DailyQuest[];
    expect(quests.map((q) => [q.id, q.progress, q.target, q.completed])).toEqual([
      ['create-token', 1, 1, true],
      ['complete-trades', 0, 3, false],
      ['add-liquidity', 0, 1, false],
      ['refer-friend', 0, 1, false],
    ]);
    // 100 for the confirmed token, 50 XP for the quest it completed.
    const stats = (await alice.call('GET', '/api/gamification/stats')).json;
    expect(stats).toMatchObject({ totalPoints: 150, availablePoints: 150, tokensCreated: 1, totalUsers: 2 });
    const bobQuests = (await bob.call('GET', '/api/gamification/quests')).json.quests as DailyQuest[];
    expect(bobQuests.every((q) => q.progress === 0 && !q.completed)).toBe(true);
  });

  it('achievements unlock from real records with the date of the operation that reached them', async () => {
    const list = (await alice.call('GET', '/api/gamification/achievements')).json
      .achievements as Achievement[];
    const first = list.find((a) => a.id === 'first-token');
    expect(first).toMatchObject({ unlocked: true, progress: 1, maxProgress: 1, category: 'creation' });
    const at = Date.parse(String(first?.unlockedAt));
    expect(at).toBeGreaterThanOrEqual(createdBetween[0]);
    expect(at).toBeLessThanOrEqual(createdBetween[1]);
    expect(list.find((a) => a.id === 'token-factory')).toMatchObject({
      unlocked: false,
      progress: 1,
      maxProgress: 10,
      unlockedAt: null,
    });
    expect(list.filter((a) => a.unlocked).map((a) => a.id)).toEqual(['first-token']);
    const bobs = (await bob.call('GET', '/api/gamification/achievements')).json.achievements as Achievement[];
    expect(bobs.some((a) => a.unlocked || a.progress > 0)).toBe(false);
  });

  it('racing claims of one reward pay once and deduct its cost once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => alice.call('POST', '/api/gamification/rewards/bronze-badge/claim')),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    const refused = claims.filter((c) => c.status !== 200);
    expect(refused.every((c) => c.status === 409)).toBe(true);
    expect(refused.every((c) => c.json.message === gamificationMessages.alreadyClaimed)).toBe(true);
    const stats = (await alice.call('GET', '/api/gamification/stats')).json;
    expect(stats).toMatchObject({ totalPoints: 150, availablePoints: 50 });
    const rewards = (await alice.call('GET', '/api/gamification/rewards')).json.rewards as Reward[];
    expect(rewards.find((r) => r.id === 'bronze-badge')).toMatchObject({ claimed: true });
    expect(rewards.filter((r) => r.claimed)).toHaveLength(1);
  });

  it('refuses claims without enough points, unavailable or unknown rewards, and anonymous callers', async () => {
    const poor = await bob.call('POST', '/api/gamification/rewards/bronze-badge/claim');
    expect(poor).toMatchObject({ status: 409, json: { message: gamificationMessages.notEnoughPoints } });
    const silver = await alice.call('POST', '/api/gamification/rewards/silver-badge/claim');
    expect(silver).toMatchObject({ status: 409, json: { message: gamificationMessages.notEnoughPoints } });
    const closed = await carol.call('POST', '/api/gamification/rewards/launch-spotlight/claim');
    expect(closed).toMatchObject({ status: 409, json: { message: gamificationMessages.unavailable } });
    const unknown = await alice.call('POST', '/api/gamification/rewards/nope/claim');
    expect(unknown).toMatchObject({ status: 400, json: { message: gamificationMessages.unknownReward } });
    expect((await alice.call('POST', '/api/gamification/rewards/%00bronze-badge/claim')).status).toBe(400);
    // Fastify refuses an over-long path parameter before the route runs.
    expect((await alice.call('POST', `/api/gamification/rewards/${'x'.repeat(500)}/claim`)).status).toBe(414);
    const anonymous = await fetch(`${server.url}/api/gamification/rewards/bronze-badge/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect((await bob.call('GET', '/api/gamification/stats')).json).toMatchObject({ availablePoints: 0 });
  });

  it('the leaderboard lists real wallets by points, with display names, short addresses and badges', async () => {
    const entries = (await carol.call('GET', '/api/gamification/leaderboard')).json
      .entries as LeaderboardEntry[];
    expect(entries.map((e) => e.wallet).sort()).toEqual([alice.address, carol.address].sort());
    const mine = entries.find((e) => e.wallet === carol.address);
    expect(mine).toMatchObject({
      username: `${carol.address.slice(0, 4)}…${carol.address.slice(-4)}`,
      you: true,
    });
    expect(entries.find((e) => e.wallet === alice.address)).toMatchObject({
      username: 'Alice L',
      points: 150,
      badge: 'Bronze Badge',
      you: false,
    });
    expect(entries.map((e) => e.position)).toEqual([1, 2]);
  });

  it("a referral counts for the referrer once the referred wallet's first operation confirms", async () => {
    const dave = await ApiWallet.create(server.url, 5);
    const join = (w: ApiWallet, referrer: unknown) =>
      w.call('POST', '/api/gamification/referral', { referrer });
    expect(await join(dave, 'not-an-address')).toMatchObject({
      status: 400,
      json: { message: gamificationMessages.invalidReferrer },
    });
    expect((await join(dave, dave.address)).json.message).toBe(gamificationMessages.selfReferral);
    expect(await join(carol, alice.address)).toMatchObject({
      status: 409,
      json: { message: gamificationMessages.notNewWallet },
    });
    expect((await join(dave, alice.address)).json).toEqual({ referrer: alice.address, qualified: false });
    // Set once: a second link does not move the referral.
    expect((await join(dave, carol.address)).json).toEqual({ referrer: alice.address, qualified: false });
    expect((await alice.call('GET', '/api/gamification/stats')).json).toMatchObject({ referrals: 0 });

    await createToken(dave, 'GMD');
    expect((await dave.call('GET', '/api/gamification/referral')).json).toEqual({
      referrer: alice.address,
      qualified: true,
    });
    // 50 for the referral, 200 XP for the "Refer 1 Friend" quest it completed.
    expect((await alice.call('GET', '/api/gamification/stats')).json).toMatchObject({
      referrals: 1,
      totalPoints: 400,
    });
    const quests = (await alice.call('GET', '/api/gamification/quests')).json.quests as DailyQuest[];
    expect(quests.find((q) => q.id === 'refer-friend')).toMatchObject({ progress: 1, completed: true });
    const list = (await alice.call('GET', '/api/gamification/achievements')).json
      .achievements as Achievement[];
    expect(list.find((a) => a.id === 'first-referral')).toMatchObject({ unlocked: true });
  });

  it('liquidity earns one point per $10 added at the app’s prices (at least one), a removal none', async () => {
    const erin = await ApiWallet.create(server.url, 10);
    const tokens = (await erin.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pool = ((await erin.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC' && p.tokenA.mint === NATIVE_MINT,
    );
    const bought = await erin.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '2',
      slippage: 0.01,
      pair: pool?.id,
    });
    expect(bought.op?.json.status).toBe('confirmed');
    const liquidity = (body: Record<string, unknown>) =>
      erin.runOperation('/api/liquidity', { tokenA: NATIVE_MINT, tokenB: usdc, slippage: 1, ...body });
    const pointsOf = async (operationId: unknown) =>
      (
        await server.ctx.database.db
          .select({ points: pointEvents.points, reason: pointEvents.reason })
          .from(pointEvents)
          .where(eq(pointEvents.operationId, String(operationId)))
      )
        .map((e) => [e.reason, e.points])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0])));

    const added = await liquidity({ poolType: 'add', amountA: '0.8', amountB: '120' });
    expect(added.op?.json.status).toBe('confirmed');
    const summary = added.plan.json.summary as { depositA: string; depositB: string };
    const prices = (await erin.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const price = (mint: string) => prices.find((t) => t.mint === mint)?.priceUsd ?? 0;
    // About $240: far from a $10 step, so the small move of the swap above cannot change the count.
    const usd = Number(summary.depositA) * price(NATIVE_MINT) + Number(summary.depositB) * price(usdc);
    expect(usd).toBeGreaterThan(230);
    // The first deposit of the day also completes the "add liquidity" quest (its XP is a separate event).
    expect(await pointsOf(added.plan.json.operationId)).toEqual([
      ['liquidity', Math.floor(usd / 10)],
      ['quest:add-liquidity', 100],
    ]);

    const tiny = await liquidity({ poolType: 'add', amountA: '0.01', amountB: '1.5' });
    expect(tiny.op?.json.status).toBe('confirmed');
    expect(await pointsOf(tiny.plan.json.operationId)).toEqual([['liquidity', 1]]);

    const removed = await liquidity({ poolType: 'remove', amountA: '0', amountB: '0', percentage: 50 });
    expect(removed.op?.json.status).toBe('confirmed');
    expect(await pointsOf(removed.plan.json.operationId)).toEqual([]);
  });

  it('the third trade of the day completes "Complete 3 Trades" and its XP comes once', async () => {
    const fred = await ApiWallet.create(server.url, 10);
    const tokens = (await fred.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pool = ((await fred.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC',
    );
    const reasons: string[][] = [];
    for (const amount of ['0.1', '0.11', '0.12', '0.13']) {
      const { plan, op } = await fred.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount,
        slippage: 0.01,
        pair: pool?.id,
      });
      expect(op?.json.status).toBe('confirmed');
      const events = await server.ctx.database.db
        .select({ reason: pointEvents.reason })
        .from(pointEvents)
        .where(eq(pointEvents.operationId, String(plan.json.operationId)));
      reasons.push(events.map((e) => e.reason).sort());
    }
    expect(reasons).toEqual([['trade'], ['trade'], ['quest:complete-trades', 'trade'], ['trade']]);
    const quests = (await fred.call('GET', '/api/gamification/quests')).json.quests as DailyQuest[];
    expect(quests.find((q) => q.id === 'complete-trades')).toMatchObject({ progress: 3, completed: true });
    expect((await fred.call('GET', '/api/gamification/stats')).json).toMatchObject({
      totalPoints: 4 * 10 + 75,
    });
  });

  it('a group confirmed at once counts each trade after the ones before it: the quest once, on the third; a referral once', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    const referrer = (await generateKeyPairSigner()).address;
    const other = (await generateKeyPairSigner()).address;
    const { db } = server.ctx.database;
    await db.insert(referrals).values({ referred: wallet, referrer });
    const trade = (w: string) => ({
      id: randomUUID(),
      wallet: w,
      kind: 'launchpad_trade',
      summary: {},
      signatures: [],
    });
    // One group: the wallet's four trades with another wallet's between them, in the group's order.
    const group = [trade(wallet), trade(other), trade(wallet), trade(wallet), trade(wallet)];
    await db.transaction(async (tx) => {
      for (const listener of server.ctx.operations.onAnyConfirmed) await listener(tx, group, server.ctx);
    });
    const events = await db
      .select({
        operationId: pointEvents.operationId,
        wallet: pointEvents.wallet,
        reason: pointEvents.reason,
      })
      .from(pointEvents)
      .where(inArray(pointEvents.wallet, [wallet, referrer, other]));
    const of = (op: { id: string; wallet: string }) =>
      events
        .filter((e) => e.operationId === op.id && e.wallet === op.wallet)
        .map((e) => e.reason)
        .sort();
    expect(group.map(of)).toEqual([
      ['trade'],
      ['trade'],
      ['trade'],
      ['quest:complete-trades', 'trade'],
      ['trade'],
    ]);
    // The referrer earns once, for the wallet's first event (and any quest that completes with it).
    const forReferrer = events.filter((e) => e.wallet === referrer);
    expect(forReferrer.filter((e) => e.reason === 'referral').map((e) => e.operationId)).toEqual([
      group[0]?.id,
    ]);
    expect(forReferrer.every((e) => e.operationId === group[0]?.id)).toBe(true);
    const [row] = await db.select().from(referrals).where(eq(referrals.referred, wallet));
    expect(row?.qualifiedAt).toBeInstanceOf(Date);
    // The same group confirmed again (a repeated pass) adds nothing.
    await db.transaction(async (tx) => {
      for (const listener of server.ctx.operations.onAnyConfirmed) await listener(tx, group, server.ctx);
    });
    const again = await db
      .select()
      .from(pointEvents)
      .where(inArray(pointEvents.wallet, [wallet, referrer, other]));
    expect(again).toHaveLength(events.length);
  });
});
