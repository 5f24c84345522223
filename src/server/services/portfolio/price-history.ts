import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { priceSamples } from '../../db/schema';

/**
 * The sampled USD price of a mint at a moment: the last sample at or before it, else the first sample
 * after it (the history starts later than the moment), else null.
 */
export async function sampledPriceAt(ctx: AppContext, mint: string, at: Date): Promise<number | null> {
  const { db } = ctx.database;
  const [before] = await db
    .select({ price: priceSamples.priceUsd })
    .from(priceSamples)
    .where(and(eq(priceSamples.mint, mint), lte(priceSamples.sampledAt, at)))
    .orderBy(desc(priceSamples.sampledAt))
    .limit(1);
  if (before) return before.price;
  const [after] = await db
    .select({ price: priceSamples.priceUsd })
    .from(priceSamples)
    .where(eq(priceSamples.mint, mint))
    .orderBy(asc(priceSamples.sampledAt))
    .limit(1);
  return after?.price ?? null;
}

/** Memoised `sampledPriceAt` for one request (many legs share a mint and a block time). */
export function priceLookup(ctx: AppContext) {
  const seen = new Map<string, Promise<number | null>>();
  return (mint: string, unixSeconds: number): Promise<number | null> => {
    const key = `${mint}@${unixSeconds}`;
    let p = seen.get(key);
    if (!p) seen.set(key, (p = sampledPriceAt(ctx, mint, new Date(unixSeconds * 1000))));
    return p;
  };
}

/**
 * Each mint's last sampled price in each `stepSeconds` bucket from `from` on, keyed by bucket start
 * (unix seconds); one query whatever the number of mints.
 */
export async function bucketedPrices(
  ctx: AppContext,
  mints: string[],
  from: Date,
  stepSeconds: number,
): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (mints.length === 0) return out;
  // Inlined (an integer from the timeframe table), so GROUP BY sees the same expression as SELECT.
  const step = sql.raw(String(Math.trunc(stepSeconds)));
  const bucket = sql<number>`floor(extract(epoch from ${priceSamples.sampledAt}) / ${step})`;
  const rows = await ctx.database.db
    .select({
      mint: priceSamples.mint,
      bucket: bucket.mapWith(Number),
      price:
        sql<number>`(array_agg(${priceSamples.priceUsd} order by ${priceSamples.sampledAt} desc))[1]`.mapWith(
          Number,
        ),
    })
    .from(priceSamples)
    .where(and(inArray(priceSamples.mint, mints), gte(priceSamples.sampledAt, from)))
    .groupBy(priceSamples.mint, bucket);
  for (const r of rows) {
    let m = out.get(r.mint);
    if (!m) out.set(r.mint, (m = new Map()));
    m.set(r.bucket * stepSeconds, r.price);
  }
  return out;
}
