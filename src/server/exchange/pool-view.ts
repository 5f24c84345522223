import { endpointUrl } from '@shared/api/endpoint';
import { getTokenLogo } from '@shared/api/tokens';
import { NATIVE_MINT, type Pool, type TokenRef } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { poolLabel } from './market';
import { cachedMarket, type MarketSnapshot } from './market-cache';
import { dayStats, NO_TRADES, type PoolDayStats } from './pool-stats';
import { changePercent } from './prices/change';
import { findUsdc, poolPrice, priceTable, tvlUsd } from './prices/table';
import type { LivePool, TokenInfo } from './pools/types';

/** Icons shipped in public/tokens for the tracked tokens (matched by tracked rank, never by symbol alone). */
const TRACKED_ICONS = new Set(['SOL', 'USDC', 'USDT', 'RAY', 'BONK', 'WEN']);

function logoOf(t: TokenInfo, symbol: string): string | null {
  if (t.trackedRank !== null && TRACKED_ICONS.has(symbol)) return `/tokens/${symbol.toLowerCase()}.svg`;
  return t.hasImage ? endpointUrl(getTokenLogo, { mint: t.mint }) : null;
}

export const tokenRef = (t: TokenInfo): TokenRef => {
  const symbol = t.mint === NATIVE_MINT ? 'SOL' : t.symbol;
  return { mint: t.mint, symbol, name: t.name, decimals: t.decimals, logoUri: logoOf(t, symbol) };
};

/** USD prices from the snapshot's pools (as `currentPrices` computes them), once per snapshot. */
const pricesBySnapshot = new WeakMap<MarketSnapshot, Map<string, number>>();

export function snapshotPrices(market: MarketSnapshot): Map<string, number> {
  let prices = pricesBySnapshot.get(market);
  if (!prices) {
    prices = priceTable(market.pools, findUsdc(market.tokens.values())?.mint);
    pricesBySnapshot.set(market, prices);
  }
  return prices;
}

export function describePool(p: LivePool, prices: Map<string, number>, stats: PoolDayStats): Pool {
  const price = poolPrice(p);
  const tvl = tvlUsd(prices, p);
  return {
    id: p.id,
    label: poolLabel(p),
    type: p.type,
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
    priceChange24h: changePercent(price, stats.open),
    trades24h: stats.trades24h,
  };
}

/** The API shape of live pools, priced against the current market snapshot. */
export async function describePools(ctx: AppContext, live: LivePool[]): Promise<Pool[]> {
  const market = await cachedMarket(ctx);
  const stats = await dayStats(ctx, market.generation);
  const prices = snapshotPrices(market);
  return live.map((p) => describePool(p, prices, stats.get(p.id) ?? NO_TRADES));
}
