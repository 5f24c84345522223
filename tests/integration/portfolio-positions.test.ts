import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrueFees } from '@shared/math/clmm/position';
import { amountsForLiquidity } from '@shared/math/clmm/sqrt-price-math';
import { sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import type { ClmmPool } from '@shared/schemas/clmm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import type { Portfolio, PortfolioToken } from '@shared/schemas/portfolio';
import type { Price } from '@shared/schemas/prices';
import type { SolxOverview } from '@shared/schemas/solx';
import type { UserStake } from '@shared/schemas/staking';
import { clmmPositions, pools } from '@server/db/schema';
import { positionOfRow } from '@server/exchange/pools/clmm/position-change';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

describe('portfolio: positions are holdings worth what they hold, not a false loss', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let tokens: DexToken[];
  let solx: SolxOverview;
  let curveMint = '';
  let positionId = '';
  let clmmPool: ClmmPool;
  const mint = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.mint ?? '';
  const prices = async () => {
    const list = (await alice.call('GET', '/api/prices')).json.prices as Price[];
    return (m: string) => list.find((p) => p.mint === m)?.priceUsd ?? Number.NaN;
  };
  const tokenUnits = async (account: string) =>
    BigInt(
      (await alice.rpc<{ value: { amount: string } }>('getTokenAccountBalance', [account])).value.amount,
    );
  const confirmed = async (url: string, body: unknown, w = alice) => {
    const { plan, op } = await w.runOperation(url, body);
    expect(op?.json.status, JSON.stringify(plan.json)).toBe('confirmed');
    return plan.json;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    [alice, bob] = await Promise.all([ApiWallet.create(server.url, 10), ApiWallet.create(server.url, 5)]);
    tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    solx = (await alice.call('GET', '/api/solx/overview')).json as unknown as SolxOverview;
    const launch = await confirmed(
      '/api/dex/pump-fun',
      {
        action: 'create',
        tokenData: {
          tokenName: 'Portfolio Pup',
          tokenSymbol: 'pup',
          description: 'A launch the portfolio test buys on its curve',
          socialLinks: { twitter: '', telegram: '', website: '' },
          initialLiquidity: '0.1',
          bondingCurve: 'standard',
        },
      },
      bob,
    );
    curveMint = String(launch.mint);
    expect((await alice.call('POST', '/api/portfolio/wallets', { address: alice.address })).status).toBe(200);
  }, 120_000);
  afterAll(() => server.close());

  it('opens a CLMM position, stakes 5,000 SOLX, adds CP liquidity and buys a curve token', async () => {
    const cp = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC' && p.lpSupply !== '0',
    );
    await confirmed('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: mint('USDC'),
      amount: '2',
      slippage: 0.01,
      pair: cp?.id,
    });
    expect((await alice.call('POST', '/api/solx/faucet')).status).toBe(200);
    clmmPool = ((await alice.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[]).find(
      (p) => p.label === 'SOL/USDC',
    ) as ClmmPool;
    const open = await confirmed('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: clmmPool.id,
      minPrice: '140',
      maxPrice: '160',
      amountA: '1',
      amountB: '150',
    });
    positionId = String((open.summary as { positionId: string }).positionId);
    await confirmed('/api/phase7/staking/stake', { poolId: 'bronze', amount: '5000', duration: 30 });
    await confirmed('/api/liquidity', {
      tokenA: solx.mint,
      tokenB: NATIVE_MINT,
      poolType: 'add',
      amountA: '1000',
      amountB: '1',
      slippage: 1,
      dexPlatform: 'raydium',
    });
    await confirmed('/api/dex/pump-fun', { action: 'buy', mint: curveMint, amount: '0.2' });
  });

  it('lists each as a position valued from the chain and pool state, and Total P&L is within fees of zero', async () => {
    const p = (await alice.call('GET', '/api/portfolio')).json as Portfolio;
    const price = await prices();
    const row = (test: (t: PortfolioToken) => boolean) => {
      const found = p.tokens.find(test);
      if (!found) throw new Error(`missing holding in ${JSON.stringify(p.tokens.map((t) => t.name))}`);
      return found;
    };

    // CLMM: the position's liquidity at the pool's recorded price plus the fees owed to it.
    const clmm = row((t) => t.address === positionId);
    const loaded = await loadClmmState(server.ctx.database.db, clmmPool.id);
    const [stored] = await server.ctx.database.db
      .select()
      .from(clmmPositions)
      .where(eq(clmmPositions.id, positionId));
    if (!loaded || !stored) throw new Error('no CLMM state');
    const owed = accrueFees(loaded.state, positionOfRow(stored));
    const amounts = amountsForLiquidity(
      loaded.state.sqrtPriceX64,
      sqrtPriceAtTick(stored.tickLower),
      sqrtPriceAtTick(stored.tickUpper),
      owed.liquidity,
      false,
    );
    const clmmValue =
      (Number(amounts.amountA + owed.tokensOwedA) / 1e9) * price(NATIVE_MINT) +
      (Number(amounts.amountB + owed.tokensOwedB) / 1e6) * price(mint('USDC'));
    expect(clmm).toMatchObject({ kind: 'clmm', symbol: 'SOL/USDC', balanceUnits: '1' });
    expect(clmm.name).toContain('CLMM position SOL/USDC');
    expect(clmm.value).toBeCloseTo(clmmValue, 4);
    expect(clmm.value).toBeGreaterThan(250);

    // Stake: principal plus the rewards accrued and not yet paid, at the SOLX price.
    const stake = row((t) => t.kind === 'stake');
    const [listed] = (await alice.call('GET', '/api/phase7/staking/user-stakes')).json.stakes as UserStake[];
    expect(stake.address).toBe(`stake:${listed?.id}`);
    expect(Number(stake.balanceUnits)).toBeGreaterThanOrEqual(5000e9);
    expect(stake.balance).toBeCloseTo(5000 + Number(listed?.pendingRewards), 3);
    expect(stake.value).toBeCloseTo(stake.balance * price(solx.mint), 4);

    // LP: its share of the vaults' balances.
    const cpPool = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (x) => x.id === solx.poolId,
    ) as Pool;
    const [vaults] = await server.ctx.database.db.select().from(pools).where(eq(pools.id, cpPool.id));
    if (!vaults) throw new Error('no SOL/SOLX pool row');
    const lp = row((t) => t.address === cpPool.id);
    const lpUnits = await alice.tokenBalance(cpPool.id);
    const supply = await alice.rpc<{ value: { amount: string } }>('getTokenSupply', [cpPool.id]);
    const share = Number(lpUnits) / Number(supply.value.amount);
    const reserveUsd = (m: string, units: bigint, decimals: number) =>
      (Number(units) / 10 ** decimals) * price(m);
    const lpValue =
      share *
      (reserveUsd(cpPool.tokenA.mint, await tokenUnits(vaults.vaultA), cpPool.tokenA.decimals) +
        reserveUsd(cpPool.tokenB.mint, await tokenUnits(vaults.vaultB), cpPool.tokenB.decimals));
    expect(lp.kind).toBe('lp');
    expect(lp.value).toBeCloseTo(lpValue, 2);

    // Curve token: the chain balance at the curve's price.
    const curve = row((t) => t.address === curveMint);
    expect(curve.kind).toBe('curve');
    const curveUnits = await alice.tokenBalance(curveMint);
    expect(curve.value).toBeCloseTo((Number(curveUnits) / 1e6) * price(curveMint), 4);

    // Each position cost what was deposited into it, so none shows a loss beyond fees and rent.
    for (const t of [clmm, stake, lp, curve]) {
      expect(Math.abs(t.pnl), `${t.name}: value ${t.value}, cost ${t.costBasis}`).toBeLessThan(
        0.02 * t.costBasis,
      );
    }
    expect(p.stats.totalValue).toBeCloseTo(
      p.tokens.reduce((s, t) => s + t.value, 0),
      4,
    );
    expect(Math.abs(p.stats.totalPnL), JSON.stringify(p.stats)).toBeLessThan(5);
    expect(p.chart.at(-1)?.value).toBeGreaterThan(0);
  });

  it('a closed CLMM position fetched what it paid out: the tokens back carry no gain of their own', async () => {
    const before = (await alice.call('GET', '/api/portfolio')).json as Portfolio;
    await confirmed('/api/dex/raydium/clmm', { action: 'close', positionId });
    const after = (await alice.call('GET', '/api/portfolio')).json as Portfolio;
    expect(after.tokens.some((t) => t.address === positionId)).toBe(false);
    const pnl = (p: Portfolio, symbol: string) => p.tokens.find((t) => t.symbol === symbol)?.pnl ?? 0;
    for (const symbol of ['SOL', 'USDC'])
      expect(Math.abs(pnl(after, symbol) - pnl(before, symbol))).toBeLessThan(1);
    expect(Math.abs(after.stats.totalPnL - before.stats.totalPnL)).toBeLessThan(1);
  });
});
