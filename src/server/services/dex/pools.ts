import type { DexToken } from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import { cachedMarket, type MarketSnapshot } from '../../exchange/market-cache';
import { dayStats, NO_TRADES, type PoolDayStats } from '../../exchange/pool-stats';
import { describePool, snapshotPrices, tokenRef } from '../../exchange/pool-view';
import { isPublicPool, isPublicToken } from '../../exchange/public-figures';

/** GET /api/dex/tokens: tracked tokens first (in spec order), then every other pooled token by symbol. */
export async function listDexTokens(ctx: AppContext): Promise<{ tokens: DexToken[] }> {
  const market = await cachedMarket(ctx);
  const prices = snapshotPrices(market);
  const sorted = [...market.tokens.values()]
    .filter(isPublicToken)
    .sort((a, b) => (a.trackedRank ?? 1e9) - (b.trackedRank ?? 1e9) || a.symbol.localeCompare(b.symbol));
  return { tokens: sorted.map((t) => ({ ...tokenRef(t), priceUsd: prices.get(t.mint) ?? null })) };
}

interface PoolList {
  market: MarketSnapshot;
  stats: Map<string, PoolDayStats>;
  json: string;
}

const lists = new WeakMap<AppContext, PoolList>();

/**
 * GET /api/dex/pools as JSON text, deepest first: built and serialized once per market snapshot and 24 h
 * figures, then the same bytes until a block, one of our trades or liquidity changes, or the window moves.
 */
export async function listPoolsJson(ctx: AppContext): Promise<string> {
  const market = await cachedMarket(ctx);
  const stats = await dayStats(ctx, market.generation);
  const known = lists.get(ctx);
  if (known && known.market === market && known.stats === stats) return known.json;
  const prices = snapshotPrices(market);
  const pools = market.pools
    .filter(isPublicPool)
    .map((p) => describePool(p, prices, stats.get(p.id) ?? NO_TRADES))
    .sort((a, b) => (b.tvlUsd ?? 0) - (a.tvlUsd ?? 0));
  const json = JSON.stringify({ pools });
  lists.set(ctx, { market, stats, json });
  return json;
}
