import { and, asc, eq, gte } from 'drizzle-orm';
import type { Price, PricePoint } from '@shared/schemas/prices';
import type { AppContext } from '../../context';
import { priceSamples } from '../../db/schema';
import { loadTokens } from '../../exchange/market';
import { changePercent, mintOpen } from '../../exchange/prices/change';
import { priceSource } from '../../exchange/prices/source';

const HOUR_MS = 3_600_000;

/** GET /api/prices: every known token's USD price and its change over 24 h. */
export async function listPrices(ctx: AppContext): Promise<{ prices: Price[] }> {
  const [tokens, prices] = await Promise.all([loadTokens(ctx), priceSource(ctx).current()]);
  const sorted = [...tokens.values()].sort((a, b) => (a.trackedRank ?? 1e9) - (b.trackedRank ?? 1e9));
  return {
    prices: await Promise.all(
      sorted.map(async (t) => {
        const price = prices.get(t.mint) ?? null;
        const change = price === null ? 0 : changePercent(price, await mintOpen(ctx, t.mint));
        return { mint: t.mint, symbol: t.symbol, priceUsd: price, change24h: change };
      }),
    ),
  };
}

export async function priceHistory(
  ctx: AppContext,
  mint: string,
  hours: number,
): Promise<{ points: PricePoint[] }> {
  const rows = await ctx.database.db
    .select()
    .from(priceSamples)
    .where(
      and(eq(priceSamples.mint, mint), gte(priceSamples.sampledAt, new Date(Date.now() - hours * HOUR_MS))),
    )
    .orderBy(asc(priceSamples.sampledAt));
  return {
    points: rows.map((r) => ({ time: Math.floor(r.sampledAt.getTime() / 1000), priceUsd: r.priceUsd })),
  };
}
