import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClmmHistoryBucket, ClmmPool } from '@shared/schemas/clmm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('CLMM volume and fees over time: buckets of the real swaps through the pool', () => {
  let server: Server;
  let bob: ApiWallet;
  let pool: ClmmPool;
  let usdc = '';

  const history = async (interval?: string) => {
    const q = interval === undefined ? '' : `?interval=${encodeURIComponent(interval)}`;
    return bob.call('GET', `/api/clmm/pools/${pool.id}/history${q}`);
  };
  const buckets = async (interval: string) => (await history(interval)).json.buckets as ClmmHistoryBucket[];

  beforeAll(async () => {
    server = await startTestServer();
    bob = await ApiWallet.create(server.url, 20);
    const tokens = (await bob.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pools = (await bob.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[];
    const found = pools.find((p) => p.label === 'SOL/USDC');
    if (!found) throw new Error('no SOL/USDC CLMM pool');
    pool = found;
  }, 120_000);
  afterAll(() => server.close());

  it('before any swap every bucket of the window is present and zero', async () => {
    const hours = await buckets('hour');
    expect(hours).toHaveLength(48);
    expect(hours.every((b) => b.trades === 0 && b.feesA === '0' && b.feesB === '0')).toBe(true);
    const steps = hours.slice(1).map((b, i) => b.time - (hours[i]?.time ?? 0));
    expect(new Set(steps)).toEqual(new Set([3600]));
    const nowSeconds = Date.now() / 1000;
    const last = hours.at(-1)?.time ?? 0;
    expect(last <= nowSeconds && nowSeconds < last + 3600).toBe(true);
    expect(await buckets('day')).toHaveLength(30);
  });

  it('a swap each way lands in the current bucket with fees = amountIn × fee tier on each side', async () => {
    const sell = await bob.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '2',
      slippage: 0.05,
      pair: pool.id,
    });
    expect(sell.op?.json.status).toBe('confirmed');
    const buy = await bob.runOperation('/api/dex/raydium/amm', {
      fromToken: usdc,
      toToken: NATIVE_MINT,
      amount: '100',
      slippage: 0.05,
      pair: pool.id,
    });
    expect(buy.op?.json.status).toBe('confirmed');

    // 2 SOL in at 5 bps = 0.001 SOL; 100 USDC in at 5 bps = 0.05 USDC.
    const current = (await buckets('hour')).filter((b) => b.trades > 0);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ trades: 2, feesA: '0.001', feesB: '0.05' });
    expect(current[0]?.volumeUsd).toBeGreaterThan(350);
    expect(current[0]?.feesUsd).toBeCloseTo((current[0]?.volumeUsd ?? 0) * 0.0005, 6);

    const days = (await buckets('day')).filter((b) => b.trades > 0);
    expect(days).toMatchObject([{ trades: 2, feesA: '0.001', feesB: '0.05' }]);
    const listed = ((await bob.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[]).find(
      (p) => p.id === pool.id,
    );
    expect(listed?.fees24hUsd).toBeCloseTo(current[0]?.feesUsd ?? 0, 6);
  });

  it('answers bad input with a clear 4xx: unknown interval, unknown pool, a constant-product pool', async () => {
    const bad = await history('minute');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Interval must be hour or day');
    expect((await history('hour\u0000')).status).toBe(400);
    expect((await history()).json.interval).toBe('hour');
    const missing = await bob.call('GET', '/api/clmm/pools/nope/history');
    expect(missing.status).toBe(404);
    const cp = ((await bob.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC' && p.id !== pool.id,
    );
    expect((await bob.call('GET', `/api/clmm/pools/${cp?.id ?? ''}/history`)).status).toBe(404);
    expect((await bob.call('GET', `/api/clmm/pools/${'x'.repeat(100)}/history`)).status).toBe(400);
  });
});
