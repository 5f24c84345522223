import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedMarket, invalidateMarket, type MarketSnapshot } from '@server/exchange/market-cache';
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
    // A block may land between two reads; try again until a pair falls in one slot (blocks are 10 s).
    let first: MarketSnapshot | undefined;
    let again: MarketSnapshot | undefined;
    for (let attempt = 0; attempt < 5 && (!first || again?.slot !== first.slot); attempt++) {
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => cachedMarket(ctx)));
      first = concurrent[0];
      for (const snapshot of concurrent) expect(snapshot).toBe(first);
      again = await cachedMarket(ctx);
    }
    if (!first) throw new Error('no market snapshot');
    expect(first.pools.length).toBeGreaterThan(0);
    expect(again).toBe(first);
    invalidateMarket(ctx);
    const fresh = await cachedMarket(ctx);
    expect(fresh).not.toBe(first);
    expect(fresh.pools.map((p) => p.reserveA)).toEqual(first.pools.map((p) => p.reserveA));
  });
});
