import type { AppContext } from '../context';
import { priceSamples } from '../db/schema';
import { cachedMarket } from './market-cache';
import { findUsdc, priceTable } from './price-table';

/** Prices are sampled on this timer and after every swap. */
export const PRICE_SAMPLE_MS = 60_000;

/** Current USD prices of every token the exchange knows (from the pools on this chain). */
export async function currentPrices(ctx: AppContext): Promise<Map<string, number>> {
  const { pools, tokens } = await cachedMarket(ctx);
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

const sampling = new WeakMap<AppContext, { running: boolean; again: boolean }>();

/**
 * From a handler's `afterCommit`: samples now, or once more after the sample in progress (which may
 * have read the pools before this commit), so a burst of swaps costs at most two samples.
 */
export function samplePricesSoon(ctx: AppContext): void {
  let state = sampling.get(ctx);
  if (!state) sampling.set(ctx, (state = { running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  const s = state;
  s.running = true;
  void (async () => {
    do {
      s.again = false;
      await samplePrices(ctx).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'price sampling failed'),
      );
    } while (s.again);
    s.running = false;
  })();
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
