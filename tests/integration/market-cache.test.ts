import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clmmPools, pools } from '@server/db/schema';
import { loadPools } from '@server/exchange/market';
import {
  cachedMarket,
  invalidateMarket,
  poolsToPlan,
  type MarketSnapshot,
} from '@server/exchange/market-cache';
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

  it('plans take the cached pool rows with the state read now, and read a pool missing from them', async () => {
    const { ctx } = server;
    const db = ctx.database.db;
    const market = await cachedMarket(ctx);
    const ids = market.pools.map((p) => p.id);
    expect(await poolsToPlan(ctx, ids)).toEqual(await loadPools(ctx, ids));

    // A recorded state changed behind the cache (as another instance's trade would): the plan sees it.
    const clmm = market.pools.find((p) => p.clmm);
    if (!clmm?.clmm) throw new Error('no seeded CLMM pool');
    const [row] = await db.select().from(clmmPools).where(eq(clmmPools.poolId, clmm.id));
    if (!row) throw new Error('no CLMM state row');
    const moved = (BigInt(row.liquidity) + 1n).toString();
    await db.update(clmmPools).set({ liquidity: moved }).where(eq(clmmPools.poolId, clmm.id));
    try {
      const [planned] = await poolsToPlan(ctx, [clmm.id]);
      expect(planned?.clmm?.liquidity.toString()).toBe(moved);
      expect((await cachedMarket(ctx)).pools.find((p) => p.id === clmm.id)?.clmm?.liquidity).toBe(
        clmm.clmm.liquidity,
      );
    } finally {
      await db.update(clmmPools).set({ liquidity: row.liquidity }).where(eq(clmmPools.poolId, clmm.id));
    }

    // A pool added behind the cache (by another instance) is read from the database. Its id is an account
    // the chain has (the twin's LP "mint" is the first vault, so it has no LP units).
    const cp = market.pools.find((p) => !p.clmm && !p.curve);
    if (!cp) throw new Error('no seeded constant-product pool');
    const [cpRow] = await db.select().from(pools).where(eq(pools.id, cp.id));
    if (!cpRow) throw new Error('no pool row');
    const twin = { ...cpRow, id: cpRow.vaultA };
    await db.insert(pools).values(twin);
    try {
      const [planned] = await poolsToPlan(ctx, [twin.id]);
      expect(planned?.id).toBe(twin.id);
      expect(planned?.reserveA).toBe(cp.reserveA);
    } finally {
      await db.delete(pools).where(eq(pools.id, twin.id));
    }
  });
});
