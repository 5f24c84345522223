import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { exchangeTokens, pools, priceSamples } from '../../db/schema';

/** One point per this many US dollars of liquidity added, at least one point per confirmed deposit. */
export const USD_PER_LIQUIDITY_POINT = 10;

const amounts = {
  poolId: z.string(),
  amountA: z.string().regex(/^\d+$/),
  amountB: z.string().regex(/^\d+$/),
};
/** A Liquidity Manager summary (`liquidity`) or a CLMM position's (its action at the top). */
const depositSchema = z.union([
  z
    .object({ liquidity: z.object({ action: z.enum(['create', 'add', 'remove']), ...amounts }) })
    .transform((s) => ({ deposit: s.liquidity.action !== 'remove', ...s.liquidity })),
  z
    .object({ action: z.enum(['open', 'increase', 'decrease', 'collect', 'close']), ...amounts })
    .transform((s) => ({ ...s, deposit: s.action === 'open' || s.action === 'increase' })),
]);

/**
 * USD value of a confirmed liquidity deposit: both deposited amounts × the app's latest sampled price of
 * each mint. Read through the confirming transaction (not the market cache, which reads outside it), so
 * the value is the price the app showed when the operation confirmed. A removal adds nothing (null).
 */
export async function liquidityAddedUsd(tx: Db, summary: unknown): Promise<number | null> {
  const parsed = depositSchema.safeParse(summary);
  if (!parsed.success || !parsed.data.deposit) return null;
  const { poolId, amountA, amountB } = parsed.data;
  const [pool] = await tx.select().from(pools).where(eq(pools.id, poolId));
  if (!pool) return 0;
  const mints = [pool.mintA, pool.mintB];
  const decimals = await tx
    .select({ mint: exchangeTokens.mint, decimals: exchangeTokens.decimals })
    .from(exchangeTokens)
    .where(inArray(exchangeTokens.mint, mints));
  const prices = await tx
    .selectDistinctOn([priceSamples.mint], { mint: priceSamples.mint, priceUsd: priceSamples.priceUsd })
    .from(priceSamples)
    .where(inArray(priceSamples.mint, mints))
    .orderBy(priceSamples.mint, desc(priceSamples.sampledAt), desc(priceSamples.id));
  const usdOf = (mint: string, units: string) => {
    const d = decimals.find((t) => t.mint === mint)?.decimals;
    const price = prices.find((p) => p.mint === mint)?.priceUsd;
    // A mint the app has no price for yet (a token first paired in this deposit) counts for nothing.
    return d === undefined || price === undefined ? 0 : (Number(units) / 10 ** d) * price;
  };
  return usdOf(pool.mintA, amountA) + usdOf(pool.mintB, amountB);
}

export const liquidityPointsFor = (usd: number): number =>
  Math.max(1, Math.floor(usd / USD_PER_LIQUIDITY_POINT));
