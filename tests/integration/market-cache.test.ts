import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedMarket, invalidateMarket } from '@server/exchange/market-cache';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('quotes share one market read per slot', () => {
  let server: Server;

  beforeAll(async () => {
    // Long blocks, so every read below falls into the same slot.
    server = await startTestServer({ env: { CHAIN_TICK_MS: '10000' } });
  }, 60_000);
  afterAll(() => server.close());

  it('serves concurrent and repeated reads in one slot from one snapshot, and rereads after a trade', async () => {
    const { ctx } = server;
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => cachedMarket(ctx)));
    const first = concurrent[0];
    expect(first?.pools.length).toBeGreaterThan(0);
    for (const snapshot of concurrent) expect(snapshot).toBe(first);
    const slot = await ctx.chain.rpc.getSlot({ commitment: 'confirmed' }).send();
    if (slot !== first?.slot) return; // a block landed in between after all: nothing to compare
    expect(await cachedMarket(ctx)).toBe(first);
    invalidateMarket(ctx);
    const fresh = await cachedMarket(ctx);
    expect(fresh).not.toBe(first);
    expect(fresh.pools.map((p) => p.reserveA)).toEqual(first.pools.map((p) => p.reserveA));
  });
});
