import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { NATIVE_MINT, type DexToken, type Pool, type TokenRef } from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import { swaps } from '../../db/schema';
import { loadPools, loadTokens, poolLabel, type LivePool, type TokenInfo } from '../../exchange/market';
import { currentPrices } from '../../exchange/price-sampler';
import { poolPrice, tvlUsd } from '../../exchange/price-table';

const DAY_MS = 86_400_000;

export const tokenRef = (t: TokenInfo): TokenRef => ({
  mint: t.mint,
  symbol: t.mint === NATIVE_MINT ? 'SOL' : t.symbol,
  name: t.name,
  decimals: t.decimals,
});

/** GET /api/dex/tokens: tracked tokens first (in spec order), then every other pooled token by symbol. */
export async function listDexTokens(ctx: AppContext): Promise<{ tokens: DexToken[] }> {
  const [tokens, prices] = await Promise.all([loadTokens(ctx), currentPrices(ctx)]);
  const sorted = [...tokens.values()].sort(
    (a, b) => (a.trackedRank ?? 1e9) - (b.trackedRank ?? 1e9) || a.symbol.localeCompare(b.symbol),
  );
  return { tokens: sorted.map((t) => ({ ...tokenRef(t), priceUsd: prices.get(t.mint) ?? null })) };
}

async function poolStats(ctx: AppContext, pool: LivePool) {
  const since = new Date(Date.now() - DAY_MS);
  const { db } = ctx.database;
  const recent = await db
    .select({ price: swaps.price, volumeUsd: swaps.volumeUsd, feeUsd: swaps.feeUsd })
    .from(swaps)
    .where(and(eq(swaps.poolId, pool.id), gte(swaps.executedAt, since)))
    .orderBy(asc(swaps.seq));
  const [before] = await db
    .select({ price: swaps.price })
    .from(swaps)
    .where(and(eq(swaps.poolId, pool.id), lt(swaps.executedAt, since)))
    .orderBy(desc(swaps.seq))
    .limit(1);
  const open = before?.price ?? recent[0]?.price;
  return {
    volume24hUsd: recent.reduce((s, r) => s + (r.volumeUsd ?? 0), 0),
    fees24hUsd: recent.reduce((s, r) => s + (r.feeUsd ?? 0), 0),
    trades24h: recent.length,
    open,
  };
}

export async function describePools(ctx: AppContext, live: LivePool[]): Promise<Pool[]> {
  const prices = await currentPrices(ctx);
  return Promise.all(
    live.map(async (p) => {
      const stats = await poolStats(ctx, p);
      const price = poolPrice(p);
      const tvl = tvlUsd(prices, p);
      return {
        id: p.id,
        label: poolLabel(p),
        tokenA: tokenRef(p.tokenA),
        tokenB: tokenRef(p.tokenB),
        reserveA: p.reserveA.toString(),
        reserveB: p.reserveB.toString(),
        feeBps: p.feeBps,
        lpMint: p.id,
        lpSupply: p.lpSupply.toString(),
        price,
        tvlUsd: tvl,
        volume24hUsd: stats.volume24hUsd,
        fees24hUsd: stats.fees24hUsd,
        apr: tvl && tvl > 0 ? ((stats.fees24hUsd * 365) / tvl) * 100 : 0,
        priceChange24h: stats.open ? ((price - stats.open) / stats.open) * 100 : 0,
        trades24h: stats.trades24h,
      };
    }),
  );
}

/** GET /api/dex/pools: deepest first. */
export async function listPools(ctx: AppContext): Promise<{ pools: Pool[] }> {
  const pools = await describePools(ctx, await loadPools(ctx));
  return { pools: pools.sort((a, b) => (b.tvlUsd ?? 0) - (a.tvlUsd ?? 0)) };
}
