import { type Address } from '@solana/kit';
import { eq, inArray } from 'drizzle-orm';
import { priceOfSqrt, sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import {
  clmmMessages,
  type ClmmPool,
  type ClmmPositionView,
  type ClmmTickLiquidity,
} from '@shared/schemas/clmm';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { clmmPositions } from '../../db/schema';
import { readTokenAmounts } from '../../exchange/accounts';
import { clmmPositionHoldings } from '../../exchange/pools/clmm/position-value';
import { positionNftRef } from '../../exchange/pools/clmm/position-nft';
import { CLMM_POOL_TYPE } from '../../exchange/pools/clmm/state';
import { ata } from '../../exchange/instructions';
import { poolLabel } from '../../exchange/market';
import { cachedMarket } from '../../exchange/market-cache';
import { isPublicPool } from '../../exchange/public-figures';
import { dayStats, NO_TRADES } from '../../exchange/pool-stats';
import { snapshotPrices, tokenRef } from '../../exchange/pool-view';
import { tvlUsd, usdValue } from '../../exchange/prices/table';
import { notFound } from '../../lib/errors';
import type { LivePool } from '../../exchange/pools/types';

/** UI price (tokenB per tokenA) of a base-unit price. */
const uiPrice = (p: LivePool, base: number) => base * 10 ** (p.tokenA.decimals - p.tokenB.decimals);

async function clmmMarket(ctx: AppContext) {
  const market = await cachedMarket(ctx);
  const pools = market.pools.filter((p) => p.type === CLMM_POOL_TYPE && p.clmm);
  const stats = await dayStats(ctx, market.generation);
  return { pools, stats, prices: snapshotPrices(market) };
}

/** GET /api/clmm/pools: every CLMM pool with TVL (vault balances), 24 h volume and fees, APR from them. */
export async function listClmmPools(ctx: AppContext): Promise<{ pools: ClmmPool[] }> {
  const market = await clmmMarket(ctx);
  const { stats, prices } = market;
  const pools = market.pools.filter(isPublicPool);
  const counts = pools.length
    ? await ctx.database.db
        .select({ poolId: clmmPositions.poolId, status: clmmPositions.status })
        .from(clmmPositions)
        .where(
          inArray(
            clmmPositions.poolId,
            pools.map((p) => p.id),
          ),
        )
    : [];
  return {
    pools: pools.flatMap((p) => {
      const s = p.clmm;
      if (!s) return [];
      const day = stats.get(p.id) ?? NO_TRADES;
      const tvl = tvlUsd(prices, p);
      return [
        {
          id: p.id,
          label: poolLabel(p),
          tokenA: tokenRef(p.tokenA),
          tokenB: tokenRef(p.tokenB),
          feeBps: p.feeBps,
          tickSpacing: s.tickSpacing,
          sqrtPriceX64: s.sqrtPriceX64.toString(),
          tick: s.tick,
          liquidity: s.liquidity.toString(),
          price: uiPrice(p, priceOfSqrt(s.sqrtPriceX64)),
          reserveA: p.reserveA.toString(),
          reserveB: p.reserveB.toString(),
          tvlUsd: tvl,
          volume24hUsd: day.volume24hUsd,
          fees24hUsd: day.fees24hUsd,
          apr: tvl && tvl > 0 ? ((day.fees24hUsd * 365) / tvl) * 100 : 0,
          positions: counts.filter((c) => c.poolId === p.id && c.status === 'open').length,
        },
      ];
    }),
  };
}

/** GET /api/clmm/pools/:id/liquidity: active liquidity per initialized-tick interval, low to high. */
export async function clmmPoolDetail(ctx: AppContext, id: string): Promise<{ ticks: ClmmTickLiquidity[] }> {
  const { pools } = await clmmMarket(ctx);
  const pool = pools.find((p) => p.id === id);
  const s = pool?.clmm;
  if (!pool || !s) throw notFound(clmmMessages.poolNotFound);
  let active = 0n;
  const out: ClmmTickLiquidity[] = [];
  s.ticks.forEach((t, i) => {
    active += t.liquidityNet;
    const next = s.ticks[i + 1];
    if (!next) return;
    out.push({
      tickLower: t.tick,
      priceLower: uiPrice(pool, priceOfSqrt(sqrtPriceAtTick(t.tick))),
      priceUpper: uiPrice(pool, priceOfSqrt(sqrtPriceAtTick(next.tick))),
      liquidity: active.toString(),
    });
  });
  return { ticks: out };
}

/** GET /api/clmm/positions: the open positions whose NFT this wallet holds now (read on chain). */
export async function listClmmPositions(
  ctx: AppContext,
  wallet: Address,
): Promise<{ positions: ClmmPositionView[] }> {
  const { pools, stats, prices } = await clmmMarket(ctx);
  const rows = await ctx.database.db.select().from(clmmPositions).where(eq(clmmPositions.status, 'open'));
  const held = await readTokenAmounts(
    ctx,
    await Promise.all(rows.map((r) => ata(wallet, positionNftRef(r.id)))),
  );
  const positions: ClmmPositionView[] = [];
  rows.forEach((row, i) => {
    const pool = pools.find((p) => p.id === row.poolId);
    const s = pool?.clmm;
    if (held[i] !== 1n || !pool || !s) return;
    const { position: p, amountA, amountB, sqrtLower: sl, sqrtUpper: su } = clmmPositionHoldings(s, row);
    const now = { amountA, amountB };
    const inRange = s.tick >= row.tickLower && s.tick < row.tickUpper;
    const [a, b] = [pool.tokenA, pool.tokenB];
    const usd = (x: bigint, y: bigint) => {
      const [vx, vy] = [usdValue(prices, a, x), usdValue(prices, b, y)];
      return vx === null || vy === null ? null : vx + vy;
    };
    const day = stats.get(pool.id) ?? NO_TRADES;
    const share = inRange && s.liquidity > 0n ? Number(p.liquidity) / Number(s.liquidity) : 0;
    const [ca, cb] = [BigInt(row.collectedA), BigInt(row.collectedB)];
    positions.push({
      id: row.id,
      poolId: pool.id,
      pair: poolLabel(pool),
      feeBps: pool.feeBps,
      tickLower: row.tickLower,
      tickUpper: row.tickUpper,
      minPrice: uiPrice(pool, priceOfSqrt(sl)),
      maxPrice: uiPrice(pool, priceOfSqrt(su)),
      currentPrice: uiPrice(pool, priceOfSqrt(s.sqrtPriceX64)),
      liquidity: p.liquidity.toString(),
      inRange,
      amountA: formatBaseUnits(now.amountA, a.decimals),
      amountB: formatBaseUnits(now.amountB, b.decimals),
      uncollectedA: formatBaseUnits(p.tokensOwedA, a.decimals),
      uncollectedB: formatBaseUnits(p.tokensOwedB, b.decimals),
      collectedA: formatBaseUnits(ca, a.decimals),
      collectedB: formatBaseUnits(cb, b.decimals),
      fees24hUsd: day.fees24hUsd * share,
      feesTotalUsd: usd(p.tokensOwedA + ca, p.tokensOwedB + cb),
      valueUsd: usd(now.amountA, now.amountB),
    });
  });
  return { positions };
}
