import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { poolPriceSamples, priceSamples } from '../../db/schema';

/**
 * The one definition of price and 24 h change every screen shows (AMM header, dashboard, pools list,
 * token prices, chart): the price is the pool's mid price (its engine's price reserves; USD prices are
 * derived from those), and the change compares it with the sampled price at or just before 24 h ago,
 * or with the first sample when the history is younger.
 */
export const DAY_MS = 86_400_000;

export function changePercent(now: number, open: number | undefined | null): number {
  return open ? ((now - open) / open) * 100 : 0;
}

/** Each pool's reference price for the 24 h change (pools without samples are absent). */
export async function poolOpens(ctx: AppContext, now = Date.now()): Promise<Map<string, number>> {
  const { db } = ctx.database;
  const dayAgo = new Date(now - DAY_MS);
  const [before, first] = await Promise.all([
    db
      .selectDistinctOn([poolPriceSamples.poolId], {
        poolId: poolPriceSamples.poolId,
        price: poolPriceSamples.price,
      })
      .from(poolPriceSamples)
      .where(lte(poolPriceSamples.sampledAt, dayAgo))
      .orderBy(poolPriceSamples.poolId, desc(poolPriceSamples.sampledAt), desc(poolPriceSamples.id)),
    db
      .selectDistinctOn([poolPriceSamples.poolId], {
        poolId: poolPriceSamples.poolId,
        price: poolPriceSamples.price,
      })
      .from(poolPriceSamples)
      .where(gte(poolPriceSamples.sampledAt, dayAgo))
      .orderBy(poolPriceSamples.poolId, asc(poolPriceSamples.sampledAt), asc(poolPriceSamples.id)),
  ]);
  const opens = new Map(first.map((r) => [r.poolId, r.price]));
  for (const r of before) opens.set(r.poolId, r.price);
  return opens;
}

/** A mint's USD reference price for the 24 h change, by the same rule. */
export async function mintOpen(ctx: AppContext, mint: string, now = Date.now()): Promise<number | null> {
  const { db } = ctx.database;
  const dayAgo = new Date(now - DAY_MS);
  const [before] = await db
    .select({ price: priceSamples.priceUsd })
    .from(priceSamples)
    .where(and(eq(priceSamples.mint, mint), lte(priceSamples.sampledAt, dayAgo)))
    .orderBy(desc(priceSamples.sampledAt), desc(priceSamples.id))
    .limit(1);
  if (before) return before.price;
  const [oldest] = await db
    .select({ price: priceSamples.priceUsd })
    .from(priceSamples)
    .where(eq(priceSamples.mint, mint))
    .orderBy(asc(priceSamples.sampledAt), asc(priceSamples.id))
    .limit(1);
  return oldest?.price ?? null;
}

export interface PricePointRow {
  at: Date;
  price: number;
}

/** A pool's sampled mid prices since `since`, oldest first, plus the last sample before it (if any). */
export async function poolPriceSeries(
  ctx: AppContext,
  poolId: string,
  since: Date,
): Promise<{ before: number | undefined; points: PricePointRow[] }> {
  const { db } = ctx.database;
  const [before, rows] = await Promise.all([
    db
      .select({ price: poolPriceSamples.price })
      .from(poolPriceSamples)
      .where(and(eq(poolPriceSamples.poolId, poolId), lt(poolPriceSamples.sampledAt, since)))
      .orderBy(desc(poolPriceSamples.sampledAt), desc(poolPriceSamples.id))
      .limit(1),
    db
      .select({ at: poolPriceSamples.sampledAt, price: poolPriceSamples.price })
      .from(poolPriceSamples)
      .where(and(eq(poolPriceSamples.poolId, poolId), gte(poolPriceSamples.sampledAt, since)))
      .orderBy(asc(poolPriceSamples.sampledAt), asc(poolPriceSamples.id)),
  ]);
  return { before: before[0]?.price, points: rows };
}

/** Records every pool's mid price and vault reserves now (with the mint prices' sample). */
export async function insertPoolSamples(
  ctx: AppContext,
  prices: Map<string, number>,
  reserves: Map<string, { a: number; b: number }> = new Map(),
): Promise<void> {
  if (prices.size === 0) return;
  await ctx.database.db.insert(poolPriceSamples).values(
    [...prices].map(([poolId, price]) => ({
      poolId,
      price,
      reserveA: reserves.get(poolId)?.a ?? null,
      reserveB: reserves.get(poolId)?.b ?? null,
    })),
  );
}
