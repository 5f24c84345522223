import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NATIVE_MINT, type Candle, type DexToken, type Pool } from '@shared/schemas/dex';
import type { Price } from '@shared/schemas/prices';
import { poolPriceSamples } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('one price and one 24 h change on every screen', () => {
  let server: Server;
  let alice: ApiWallet;
  let solUsdc: Pool;
  let usdc = '';

  const pools = async () => (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
  const candles = async (id: string) =>
    (await alice.call('GET', `/api/dex/pools/${id}/candles?interval=1m`)).json.candles as Candle[];

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 40);
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const found = (await pools()).find((p) => p.label === 'SOL/USDC');
    if (!found) throw new Error('no SOL/USDC pool');
    solUsdc = found;
    // The sampler's first pass at start-up records the opening price.
    await vi.waitFor(async () => expect((await candles(solUsdc.id)).length).toBeGreaterThan(0), {
      timeout: 20_000,
    });
  }, 60_000);
  afterAll(() => server.close());

  it('only sells: the price falls and the change is negative on the pools list, prices and chart', async () => {
    for (const amount of ['20', '15']) {
      const { op } = await alice.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount,
        slippage: 0.01,
        pair: solUsdc.id,
      });
      expect(op?.json.status).toBe('confirmed');
    }
    const after = (await pools()).find((p) => p.id === solUsdc.id);
    expect(after?.price).toBeLessThan(solUsdc.price);
    expect(after?.priceChange24h).toBeLessThan(0);
    // The change is measured from the opening mid price, not from an execution price.
    expect(after?.priceChange24h).toBeCloseTo(((after?.price ?? 0) / solUsdc.price - 1) * 100, 6);

    const prices = (await alice.call('GET', '/api/prices')).json.prices as Price[];
    const sol = prices.find((p) => p.mint === NATIVE_MINT);
    expect(sol?.priceUsd).toBeCloseTo(after?.price ?? 0, 9);
    expect(sol?.change24h).toBeCloseTo(after?.priceChange24h ?? 0, 6);

    const chart = await candles(solUsdc.id);
    expect(chart.at(-1)?.close).toBe(after?.price);
    expect(chart.reduce((s, c) => s + c.volume, 0)).toBeCloseTo(35, 9);
  });

  it('measures from the sample at or just before 24 h ago once the history is that old', async () => {
    const { db } = server.ctx.database;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db.insert(poolPriceSamples).values([
      { poolId: solUsdc.id, price: 100, sampledAt: hoursAgo(30) },
      { poolId: solUsdc.id, price: 120, sampledAt: hoursAgo(25) },
    ]);
    // The 24 h figures are cached per market generation for a few seconds: a swap moves the generation.
    const { op } = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '1',
      slippage: 0.01,
      pair: solUsdc.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const now = (await pools()).find((p) => p.id === solUsdc.id);
    expect(now?.priceChange24h).toBeCloseTo(((now?.price ?? 0) / 120 - 1) * 100, 6);
  });

  it('counts the traded volume in the overview total', async () => {
    const overview = (await alice.call('GET', '/api/analytics/overview')).json as { totalVolume: number };
    const dayVolume = (await pools()).reduce((s, p) => s + p.volume24hUsd, 0);
    expect(overview.totalVolume).toBeGreaterThan(0);
    expect(overview.totalVolume).toBeCloseTo(dayVolume, 6);
  });
});
