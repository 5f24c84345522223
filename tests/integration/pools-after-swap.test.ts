import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken, type Pool, type Route } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the pools list and quotes come from memory but show a confirmed swap at once', () => {
  let server: Server;
  let alice: ApiWallet;
  let usdc: string;

  const solUsdc = async () => {
    const { pools } = (await alice.call('GET', '/api/dex/pools')).json as { pools: Pool[] };
    const pool = pools.find((p) => p.label === 'SOL/USDC');
    if (!pool) throw new Error('no SOL/USDC pool');
    return pool;
  };
  // This pool's own quote: the router's best route may go through another SOL/USDC pool (CLMM).
  const quoteOut = async () => {
    const pool = await solUsdc();
    const quote = await alice.call('POST', '/api/dex/raydium/quote', {
      pair: pool.id,
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '1',
      slippage: 1,
    });
    return BigInt((quote.json as unknown as Route).outAmount);
  };

  beforeAll(async () => {
    // Long blocks: nothing but the confirmed swap itself can refresh what is served within the test.
    server = await startTestServer({ env: { CHAIN_TICK_MS: '10000' } });
    alice = await ApiWallet.create(server.url, 40);
    const { tokens } = (await alice.call('GET', '/api/dex/tokens')).json as { tokens: DexToken[] };
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
  }, 60_000);
  afterAll(() => server.close());

  it('serves the swap in the very next pools list and quote', async () => {
    const before = await solUsdc();
    // Served twice, so the list and the quote are cached before the trade.
    expect(await solUsdc()).toEqual(before);
    const quoteBefore = await quoteOut();
    expect(await quoteOut()).toBe(quoteBefore);

    const { op } = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '5',
      slippage: 0.01,
      pair: before.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const out = BigInt((op?.json.result as { outAmount: string }).outAmount);

    const after = await solUsdc();
    expect(BigInt(after.reserveA)).toBe(BigInt(before.reserveA) + 5n * 10n ** 9n);
    expect(BigInt(after.reserveB)).toBe(BigInt(before.reserveB) - out);
    expect(after.trades24h).toBe(before.trades24h + 1);
    expect(after.volume24hUsd).toBeGreaterThan(before.volume24hUsd);
    expect(after.price).toBeLessThan(before.price);
    // SOL is cheaper in the pool now, so the same SOL buys less USDC.
    expect(await quoteOut()).toBeLessThan(quoteBefore);
  });
});
