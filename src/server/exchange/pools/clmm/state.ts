import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClmmPoolState, ClmmTick } from '@shared/math/clmm/pool-state';
import { feeRateOfBps } from '@shared/math/clmm/pool-state';
import type { Db } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { clmmPools, clmmTicks, pools } from '../../../db/schema';

export const CLMM_POOL_TYPE = 'concentrated-liquidity';

/** A tick as the state read returns it: tick, liquidity net, gross, fee growth outside a, b. */
type TickTuple = [number, string, string, string, string];

// Every swap plan through a CLMM pool reads its state: one statement, built once (see db/prepared.ts),
// the ticks in tick order as one JSON array per pool (two statements cost a plan twice the round trips).
const statesOf = preparedPer((db) =>
  db
    .select({
      poolId: clmmPools.poolId,
      tickSpacing: clmmPools.tickSpacing,
      sqrtPriceX64: clmmPools.sqrtPriceX64,
      tick: clmmPools.tick,
      liquidity: clmmPools.liquidity,
      feeGrowthGlobalA: clmmPools.feeGrowthGlobalA,
      feeGrowthGlobalB: clmmPools.feeGrowthGlobalB,
      ticks: sql<TickTuple[]>`coalesce((
        select json_agg(json_build_array(t.tick, t.liquidity_net, t.liquidity_gross,
          t.fee_growth_outside_a, t.fee_growth_outside_b) order by t.tick)
        from ${clmmTicks} t where t.pool_id = ${clmmPools.poolId}), '[]'::json)`,
    })
    .from(clmmPools)
    .where(sql`${clmmPools.poolId} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('clmm_states_of'),
);

/** Pool states by pool id (the fee rate comes from the pool row). */
export async function loadClmmStates(
  db: Db,
  poolIds: readonly string[],
  feeBps: ReadonlyMap<string, number>,
): Promise<Map<string, ClmmPoolState>> {
  const out = new Map<string, ClmmPoolState>();
  if (poolIds.length === 0) return out;
  const rows = await statesOf(db).execute({ ids: [...poolIds] });
  for (const r of rows) {
    const fee = feeBps.get(r.poolId);
    if (fee === undefined) continue;
    out.set(r.poolId, {
      sqrtPriceX64: BigInt(r.sqrtPriceX64),
      tick: r.tick,
      liquidity: BigInt(r.liquidity),
      feeRate: feeRateOfBps(fee),
      tickSpacing: r.tickSpacing,
      feeGrowthGlobalAX64: BigInt(r.feeGrowthGlobalA),
      feeGrowthGlobalBX64: BigInt(r.feeGrowthGlobalB),
      ticks: r.ticks.map(([tick, net, gross, outsideA, outsideB]) => ({
        tick,
        liquidityNet: BigInt(net),
        liquidityGross: BigInt(gross),
        feeGrowthOutsideAX64: BigInt(outsideA),
        feeGrowthOutsideBX64: BigInt(outsideB),
      })),
    });
  }
  return out;
}

/** One pool's state and first mint, read fresh (under the pool lock). */
export async function loadClmmState(
  db: Db,
  poolId: string,
): Promise<{ state: ClmmPoolState; mintA: string } | undefined> {
  const [row] = await db
    .select({ feeBps: pools.feeBps, mintA: pools.mintA })
    .from(pools)
    .where(eq(pools.id, poolId));
  if (!row) return undefined;
  const state = (await loadClmmStates(db, [poolId], new Map([[poolId, row.feeBps]]))).get(poolId);
  return state && { state, mintA: row.mintA };
}

const tickRow = (poolId: string, t: ClmmTick) => ({
  poolId,
  tick: t.tick,
  liquidityNet: t.liquidityNet.toString(),
  liquidityGross: t.liquidityGross.toString(),
  feeGrowthOutsideA: t.feeGrowthOutsideAX64.toString(),
  feeGrowthOutsideB: t.feeGrowthOutsideBX64.toString(),
});

const sameTick = (a: ClmmTick, b: ClmmTick) =>
  a.liquidityNet === b.liquidityNet &&
  a.liquidityGross === b.liquidityGross &&
  a.feeGrowthOutsideAX64 === b.feeGrowthOutsideAX64 &&
  a.feeGrowthOutsideBX64 === b.feeGrowthOutsideBX64;

/** Writes `after` over `before`: the pool row, and only the ticks that changed, appeared or went away. */
export async function saveClmmState(
  db: Db,
  poolId: string,
  before: ClmmPoolState | undefined,
  after: ClmmPoolState,
): Promise<void> {
  const pool = {
    tickSpacing: after.tickSpacing,
    sqrtPriceX64: after.sqrtPriceX64.toString(),
    tick: after.tick,
    liquidity: after.liquidity.toString(),
    feeGrowthGlobalA: after.feeGrowthGlobalAX64.toString(),
    feeGrowthGlobalB: after.feeGrowthGlobalBX64.toString(),
    updatedAt: new Date(),
  };
  await db
    .insert(clmmPools)
    .values({ poolId, ...pool })
    .onConflictDoUpdate({ target: clmmPools.poolId, set: pool });
  const old = new Map((before?.ticks ?? []).map((t) => [t.tick, t]));
  const now = new Set(after.ticks.map((t) => t.tick));
  const gone = [...old.keys()].filter((t) => !now.has(t));
  if (gone.length) {
    await db.delete(clmmTicks).where(and(eq(clmmTicks.poolId, poolId), inArray(clmmTicks.tick, gone)));
  }
  for (const t of after.ticks) {
    const prev = old.get(t.tick);
    if (prev && sameTick(prev, t)) continue;
    const row = tickRow(poolId, t);
    await db
      .insert(clmmTicks)
      .values(row)
      .onConflictDoUpdate({ target: [clmmTicks.poolId, clmmTicks.tick], set: row });
  }
}
