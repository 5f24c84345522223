import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type Pool } from '@shared/schemas/dex';
import { liquidityMessages, type LiquidityAnalytics, type Position } from '@shared/schemas/liquidity';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('a token creator opens a pool for their token, adds and removes liquidity', () => {
  let server: Server;
  let alice: ApiWallet;
  let cat = '';
  let pool: Pool | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 40);
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Pool Cat',
      symbol: 'PCAT',
      decimals: 6,
      totalSupply: '1,000,000',
    });
    cat = String((op?.json.result as { mint: string }).mint);
  }, 60_000);
  afterAll(() => server.close());

  const liquidity = (body: Record<string, unknown>) =>
    alice.runOperation('/api/liquidity', {
      tokenA: cat,
      tokenB: NATIVE_MINT,
      slippage: 1,
      dexPlatform: 'orca',
      ...body,
    });

  it('creates a CAT/SOL pool: vaults hold the deposit, LP minted is sqrt(a·b) minus the locked minimum', async () => {
    const { plan, op } = await liquidity({
      poolType: 'create',
      amountA: '100000',
      amountB: '10',
      feeBps: 100,
    });
    expect(plan.status).toBe(200);
    expect(plan.json.summary).toMatchObject({ sharePercentage: expect.any(Number), estimatedAPR: 0 });
    expect(op?.json.status).toBe('confirmed');
    expect(op?.json.result).toMatchObject({ txHash: expect.any(String) });
    pool = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.tokenA.mint === cat,
    );
    expect(pool).toMatchObject({
      label: 'PCAT/SOL',
      reserveA: '100000000000',
      reserveB: '10000000000',
      feeBps: 100,
    });
    const lp = await alice.tokenBalance(pool?.id ?? '');
    expect(lp).toBe(BigInt(pool?.lpSupply ?? 0) - 1000n);
    // The new token is priced through SOL/USDC.
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as {
      mint: string;
      priceUsd: number;
    }[];
    expect(tokens.find((t) => t.mint === cat)?.priceUsd).toBeCloseTo(0.015, 4);
  });

  it('refuses a second pool for the pair, and adding/removing on a pair without a pool', async () => {
    const again = await alice.call('POST', '/api/liquidity', {
      poolType: 'create',
      tokenA: NATIVE_MINT,
      tokenB: cat,
      amountA: '1',
      amountB: '1',
      dexPlatform: 'raydium',
    });
    expect(again).toMatchObject({ status: 400, json: { message: liquidityMessages.poolExists } });
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as {
      mint: string;
      symbol: string;
    }[];
    const usdt = tokens.find((t) => t.symbol === 'USDT')?.mint;
    const missing = await alice.call('POST', '/api/liquidity', {
      poolType: 'add',
      tokenA: cat,
      tokenB: usdt,
      amountA: '1',
      amountB: '1',
      dexPlatform: 'raydium',
    });
    expect(missing).toMatchObject({ status: 400, json: { message: liquidityMessages.poolMissing } });
    const blank = await alice.call('POST', '/api/liquidity', {
      poolType: 'add',
      tokenA: cat,
      tokenB: usdt,
      amountA: '',
      amountB: '1',
    });
    expect(blank.json.message).toBe(liquidityMessages.amountARequired);
  });

  it('adds proportionally: the excess side is not taken', async () => {
    const before = await alice.tokenBalance(cat);
    const { plan, op } = await liquidity({ poolType: 'add', amountA: '50000', amountB: '1' });
    expect(plan.json.summary).toMatchObject({ depositA: '10000', depositB: '1' });
    expect(op?.json.status).toBe('confirmed');
    expect(before - (await alice.tokenBalance(cat))).toBe(10_000n * 10n ** 6n);
    const { positions } = (await alice.call('GET', '/api/liquidity/positions')).json as {
      positions: Position[];
    };
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({
      pair: 'PCAT/SOL',
      dexPlatform: 'orca',
      status: 'active',
      uiAmountA: expect.any(String),
    });
    expect(Number(positions[0]?.uiAmountA)).toBeCloseTo(110_000, -1);
    // 10 SOL + 100,000 PCAT at creation ($3,000) plus 1 SOL + 10,000 PCAT ($300).
    expect(positions[0]?.initialValueUsd).toBeCloseTo(3300, 0);
  });

  it('removes half then all: both sides come back and the position is closed', async () => {
    const lpBefore = await alice.tokenBalance(pool?.id ?? '');
    const half = await liquidity({ poolType: 'remove', amountA: '0', amountB: '0', percentage: 50 });
    expect(half.op?.json.status).toBe('confirmed');
    expect(await alice.tokenBalance(pool?.id ?? '')).toBe(lpBefore - lpBefore / 2n);
    const all = await liquidity({ poolType: 'remove', percentage: 100 });
    expect(all.op?.json.status).toBe('confirmed');
    expect(await alice.tokenBalance(pool?.id ?? '')).toBe(0n);
    const after = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.id === pool?.id,
    );
    expect(after?.lpSupply).toBe('1000');
    const { positions } = (await alice.call('GET', '/api/liquidity/positions')).json as {
      positions: Position[];
    };
    expect(positions[0]?.status).toBe('removed');
    const analytics = (await alice.call('GET', '/api/liquidity/analytics')).json as LiquidityAnalytics;
    // The 9 seeded constant-product pools, this test's pool, plus whatever else the first start seeds (SOLX, CLMM).
    expect(analytics.activePositions).toBe(0);
    expect(analytics.totalPools).toBeGreaterThanOrEqual(9);
    const none = await alice.call('POST', '/api/liquidity', {
      poolType: 'remove',
      tokenA: cat,
      tokenB: NATIVE_MINT,
      percentage: 10,
    });
    expect(none).toMatchObject({ status: 400, json: { message: liquidityMessages.noPosition } });
  });
});
