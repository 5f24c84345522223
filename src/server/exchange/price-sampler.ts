import type { AppContext } from '../context';
import { priceSamples } from '../db/schema';
import { loadPools, loadTokens } from './market';
import { findUsdc, priceTable } from './price-table';

/** Prices are sampled on this timer and after every swap. */
export const PRICE_SAMPLE_MS = 60_000;

/** Current USD prices of every token the exchange knows (from the pools on this chain). */
export async function currentPrices(ctx: AppContext): Promise<Map<string, number>> {
  const [pools, tokens] = await Promise.all([loadPools(ctx), loadTokens(ctx)]);
  return priceTable(pools, findUsdc(tokens.values())?.mint);
}

export async function samplePrices(ctx: AppContext): Promise<number> {
  const prices = await currentPrices(ctx);
  if (prices.size === 0) return 0;
  await ctx.database.db
    .insert(priceSamples)
    .values([...prices].map(([mint, priceUsd]) => ({ mint, priceUsd })));
  return prices.size;
}

let queued: Promise<void> | null = null;

/** After a swap: sample once the finishing DB transaction is done (coalesces bursts of swaps). */
export function samplePricesSoon(ctx: AppContext): void {
  if (queued) return;
  queued = new Promise<void>((resolve) => setTimeout(resolve, 50))
    .then(() => samplePrices(ctx))
    .then(
      () => undefined,
      (error: unknown) => ctx.logger.warn({ err: error }, 'price sampling failed'),
    )
    .finally(() => (queued = null));
}

/** Starts the sampling timer; returns a stop function. */
export function startPriceSampler(ctx: AppContext): () => void {
  const tick = () =>
    samplePrices(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, 'price sampling failed'));
  void tick();
  const timer = setInterval(() => void tick(), PRICE_SAMPLE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
