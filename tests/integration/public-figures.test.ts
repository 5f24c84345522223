import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@shared/schemas/analytics';
import type { ClmmPool } from '@shared/schemas/clmm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import type { DailyQuest, GamificationStats, LeaderboardEntry } from '@shared/schemas/gamification';
import type { Rehearsal } from '@shared/schemas/launch-rehearsal';
import type { LaunchDetail, LaunchStats, LaunchSummary } from '@shared/schemas/launchpad';
import { rehearsalWallets } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const launchData = (name: string) => ({
  tokenName: name,
  tokenSymbol: name.slice(0, 4).toUpperCase(),
  description: `${name}, launched in a scripted session`,
  socialLinks: { twitter: '', telegram: '', website: '' },
  initialLiquidity: '1',
  bondingCurve: 'standard',
});

async function finished(w: ApiWallet, id: string): Promise<Rehearsal> {
  for (;;) {
    const r = (await w.call('GET', `/api/launchpad/rehearsals/${id}`)).json as unknown as Rehearsal;
    if (r.status === 'graduated' || r.status === 'failed') return r;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * Issue 29 items 3 and 4, in the user's words: "Rehearsals leak into real data" and "Figures disagree
 * between pages". One real launch with three curve trades by the user, two rehearsals, a swap and a CLMM
 * deposit; then every page's figures are read and compared with each other and with the session.
 */
describe('a scripted session: every page reports the same figures, and no rehearsal in them', () => {
  let server: Server;
  let alice: ApiWallet;
  let mint = '';
  const rehearsals: Rehearsal[] = [];
  const get = async <T>(path: string) => (await alice.call('GET', path)).json as unknown as T;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 60);

    const launch = await alice.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: launchData('Real Thing'),
    });
    expect(launch.op?.json.status).toBe('confirmed');
    mint = String(launch.plan.json.mint);
    for (let i = 0; i < 3; i++) {
      const buy = await alice.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '0.5' });
      expect(buy.op?.json.status).toBe('confirmed');
    }

    for (const preset of ['fast-sell-out', 'fast-sell-out']) {
      const started = await alice.call('POST', '/api/launchpad/rehearsals', {
        tokenData: launchData('Dress Rehearsal'),
        preset,
      });
      expect(started.status).toBe(200);
      const done = await finished(alice, String(started.json.id));
      expect(done.error).toBeNull();
      expect(done.status).toBe('graduated');
      rehearsals.push(done);
    }

    const tokens = await get<{ tokens: DexToken[] }>('/api/dex/tokens');
    const usdc = tokens.tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const cp = (await get<{ pools: Pool[] }>('/api/dex/pools')).pools.find(
      (p) => p.label === 'SOL/USDC' && p.type === 'constant-product',
    );
    const swap = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '1',
      slippage: 0.01,
      pair: cp?.id,
    });
    expect(swap.op?.json.status).toBe('confirmed');

    const clmm = (await get<{ pools: ClmmPool[] }>('/api/clmm/pools')).pools.find(
      (p) => p.label === 'SOL/USDC',
    );
    const deposit = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: clmm?.id,
      minPrice: '140',
      maxPrice: '160',
      amountA: '0.2',
      amountB: '30',
    });
    expect(deposit.op?.json.status).toBe('confirmed');
  }, 420_000);
  afterAll(() => server.close());

  const rehearsalMints = () => rehearsals.map((r) => r.mint ?? '');
  const touchesRehearsal = (p: Pool | ClmmPool) =>
    rehearsalMints().includes(p.tokenA.mint) || rehearsalMints().includes(p.tokenB.mint);

  it('"the Pump.fun stats say Tokens Launched 4 · Graduated 3 · Traders 26": only the real launch counts', async () => {
    const stats = await get<LaunchStats>('/api/launchpad/stats');
    const detail = await get<LaunchDetail>(`/api/launchpad/launches/${mint}`);
    // The launch's own first buy and the three buys after it.
    expect(detail.trades).toBe(4);
    expect(stats).toEqual({ launches: 1, graduated: 0, volumeSol: detail.volumeSol, traders: 1 });
    const trending = await get<{ launches: LaunchSummary[] }>('/api/launchpad/launches?tab=trending');
    expect(trending.launches.map((l) => l.mint)).toEqual([mint]);
  });

  it('"Active Users 26 (rewards: #1 of 1 users)": the dashboard, analytics and the rank count the same one user', async () => {
    const overview = await get<AnalyticsOverview>('/api/analytics/overview');
    const stats = await get<LaunchStats>('/api/launchpad/stats');
    const me = await get<GamificationStats>('/api/gamification/stats');
    expect(overview.activeUsers).toBe(1);
    expect(me).toMatchObject({ rank: 1, totalUsers: overview.activeUsers });
    // "Analytics 'Launches 0' after a launch": the Analytics page and Pump.fun count launches alike.
    expect(overview.launches).toBe(stats.launches);
    // "Tokens Created 0" beside "Launches 1": a curve launch mints a token, so it is a token created
    // (the session made no Token Manager token; the two rehearsals' tokens do not count).
    expect(overview.tokensCreated).toBe(1);
    expect(overview.series.reduce((sum, d) => sum + d.tokensCreated, 0)).toBe(1);
    const board = await get<{ entries: LeaderboardEntry[] }>('/api/gamification/leaderboard');
    expect(board.entries.map((e) => e.wallet)).toEqual([alice.address]);
  });

  it('rehearsal wallets earned points for their curve trades, yet no leaderboard or rank sees them', async () => {
    const generated = await server.ctx.database.db.select().from(rehearsalWallets);
    // Two rehearsals: a creator and six traders each.
    expect(generated).toHaveLength(14);
    const board = await get<{ entries: LeaderboardEntry[] }>('/api/gamification/leaderboard');
    const wallets = new Set(generated.map((g) => g.wallet));
    expect(board.entries.some((e) => wallets.has(e.wallet))).toBe(false);
  });

  it('"Complete 3 Trades 2/3 after three curve trades": quests and stats count curve trades and the CLMM deposit', async () => {
    const quests = await get<{ quests: DailyQuest[] }>('/api/gamification/quests');
    const byId = new Map(quests.quests.map((q) => [q.id, q]));
    expect(byId.get('complete-trades')).toMatchObject({ progress: 3, completed: true });
    expect(byId.get('add-liquidity')).toMatchObject({ progress: 1, completed: true });
    const me = await get<GamificationStats>('/api/gamification/stats');
    // Three curve buys and the swap; the deposit is liquidity.
    expect(me).toMatchObject({ tradesCompleted: 4, liquidityProvided: 1 });
  });

  it('"24h volume $150 · 1 trade beside Total Volume $300": the dashboard figures are the sum of the pools\'', async () => {
    const overview = await get<AnalyticsOverview>('/api/analytics/overview');
    const pools = (await get<{ pools: Pool[] }>('/api/dex/pools')).pools;
    const detail = await get<LaunchDetail>(`/api/launchpad/launches/${mint}`);
    // Every trade of the session happened today: the four curve trades and the one swap.
    expect(overview.trades24h).toBe(detail.trades + 1);
    expect(sum(pools.map((p) => p.trades24h))).toBe(overview.trades24h);
    expect(overview.totalVolume).toBeCloseTo(overview.volume24hUsd, 6);
    expect(sum(pools.map((p) => p.volume24hUsd))).toBeCloseTo(overview.volume24hUsd, 6);
    expect(overview.series.at(-1)?.volumeUsd).toBeCloseTo(overview.totalVolume, 6);
    // The curve's trades count in USD too: its pool's volume is the curve volume at the SOL price.
    const curvePool = pools.find((p) => p.tokenA.mint === mint || p.tokenB.mint === mint);
    expect(curvePool?.trades24h).toBe(detail.trades);
    expect(curvePool?.volume24hUsd).toBeGreaterThan(detail.volumeSol * 100);
  });

  it('"rehearsal tokens and pools appear in the Jupiter token list and the popular pools": they do not', async () => {
    const tokens = (await get<{ tokens: DexToken[] }>('/api/dex/tokens')).tokens.map((t) => t.mint);
    expect(tokens).toContain(mint);
    for (const m of rehearsalMints()) expect(tokens).not.toContain(m);
    const pools = (await get<{ pools: Pool[] }>('/api/dex/pools')).pools;
    const popular = (await get<{ pools: Pool[] }>('/api/liquidity/popular-pools')).pools;
    const clmm = (await get<{ pools: ClmmPool[] }>('/api/clmm/pools')).pools;
    expect(pools.some((p) => p.tokenA.mint === mint || p.tokenB.mint === mint)).toBe(true);
    for (const list of [pools, popular, clmm]) expect(list.some(touchesRehearsal)).toBe(false);
    for (const r of rehearsals) expect(pools.map((p) => p.id)).not.toContain(r.poolId);
  });

  it("the rehearsal's own view still shows its trades, traders and pool", async () => {
    for (const r of rehearsals) {
      const view = await get<Rehearsal>(`/api/launchpad/rehearsals/${r.id}`);
      const detail = await get<LaunchDetail>(`/api/launchpad/launches/${r.mint ?? ''}`);
      expect(view.trades).toBe(detail.trades);
      expect(view.trades).toBeGreaterThanOrEqual(6);
      expect(view.volumeSol).toBeCloseTo(detail.volumeSol, 9);
      expect(view.traders).toBe(new Set(detail.recentTrades.map((t) => t.wallet)).size);
      expect(view.traders).toBeGreaterThanOrEqual(6);
      expect(view.poolId).toBeTruthy();
      expect(detail.recentTrades.length).toBe(detail.trades);
    }
  });
});
