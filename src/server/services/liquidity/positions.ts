import { desc, eq } from 'drizzle-orm';
import type { LiquidityAnalytics, Position } from '@shared/schemas/liquidity';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { lpPositions } from '../../db/schema';
import { LP_DECIMALS, loadPools } from '../../exchange/market';
import { currentPrices } from '../../exchange/prices/sampler';
import { usdValue } from '../../exchange/prices/table';
import { engineFor } from '../../exchange/pools';
import { describePools, tokenRef } from '../../exchange/pool-view';
import { isPublicPool } from '../../exchange/public-figures';
import { poolApr, poolFeesSince } from './values';

const DAY_MS = 86_400_000;

/** GET /api/liquidity/positions: the wallet's recorded positions valued at the pools' reserves now. */
export async function listPositions(ctx: AppContext, wallet: string): Promise<{ positions: Position[] }> {
  const rows = await ctx.database.db
    .select()
    .from(lpPositions)
    .where(eq(lpPositions.wallet, wallet))
    .orderBy(desc(lpPositions.createdAt));
  const [pools, prices] = await Promise.all([loadPools(ctx), currentPrices(ctx)]);
  const byId = new Map(pools.map((p) => [p.id, p]));
  const positions: Position[] = [];
  for (const row of rows) {
    const pool = byId.get(row.poolId);
    if (!pool) continue;
    const lp = BigInt(row.lpAmount);
    const share = pool.lpSupply > 0n ? Number(lp) / Number(pool.lpSupply) : 0;
    const w = engineFor(pool.type).withdrawal(pool, lp);
    const a = usdValue(prices, pool.tokenA, w.amountA);
    const b = usdValue(prices, pool.tokenB, w.amountB);
    const value = a === null && b === null ? null : (a ?? b ?? 0) + (b ?? a ?? 0);
    const initial = row.initialValueUsd;
    const pnl = value !== null && initial !== null && row.status === 'active' ? value - initial : null;
    const fees24 = (await poolFeesSince(ctx, pool.id, new Date(Date.now() - DAY_MS))) * share;
    const feesTotal = (await poolFeesSince(ctx, pool.id, row.createdAt)) * share;
    positions.push({
      id: row.id,
      poolId: pool.id,
      pair: `${pool.tokenA.symbol}/${pool.tokenB.symbol}`,
      tokenA: tokenRef(pool.tokenA),
      tokenB: tokenRef(pool.tokenB),
      dexPlatform: row.dexPlatform as Position['dexPlatform'],
      lpAmount: row.lpAmount,
      uiLpAmount: formatBaseUnits(lp, LP_DECIMALS),
      sharePercentage: share * 100,
      uiAmountA: formatBaseUnits(w.amountA, pool.tokenA.decimals),
      uiAmountB: formatBaseUnits(w.amountB, pool.tokenB.decimals),
      valueUsd: value,
      initialValueUsd: initial,
      pnl,
      pnlPercentage: pnl !== null && initial ? (pnl / initial) * 100 : null,
      fees24h: fees24,
      feesTotal,
      apr: await poolApr(ctx, pool, prices),
      status: row.migrated ? 'migrated' : (row.status as Position['status']),
      createdAt: row.createdAt.toISOString(),
    });
  }
  return { positions };
}

export async function popularPools(ctx: AppContext) {
  const pools = await describePools(ctx, (await loadPools(ctx)).filter(isPublicPool));
  return { pools: pools.sort((a, b) => (b.tvlUsd ?? 0) - (a.tvlUsd ?? 0)) };
}

export async function liquidityAnalytics(ctx: AppContext, wallet: string): Promise<LiquidityAnalytics> {
  const { positions } = await listPositions(ctx, wallet);
  const active = positions.filter((p) => p.status === 'active');
  const { pools } = await popularPools(ctx);
  return {
    totalValueUsd: active.reduce((s, p) => s + (p.valueUsd ?? 0), 0),
    totalFeesUsd: positions.reduce((s, p) => s + p.feesTotal, 0),
    fees24hUsd: active.reduce((s, p) => s + p.fees24h, 0),
    averageApr: active.length ? active.reduce((s, p) => s + p.apr, 0) / active.length : 0,
    activePositions: active.length,
    totalPools: pools.length,
    totalTvlUsd: pools.reduce((s, p) => s + (p.tvlUsd ?? 0), 0),
    volume24hUsd: pools.reduce((s, p) => s + p.volume24hUsd, 0),
  };
}
