import type { AppContext } from '../../context';
import { priceSamples } from '../../db/schema';
import { cachedMarket } from '../market-cache';
import { insertPoolSamples } from './change';
import { findUsdc, poolPrice, priceTable } from './table';
import type { LivePool, TokenInfo } from '../pools/types';

const ui = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

/** Prices are sampled on this timer and after every swap. */
export const PRICE_SAMPLE_MS = 60_000;

/** Current USD prices of every token the exchange knows (from the pools on this chain). */
export async function currentPrices(ctx: AppContext): Promise<Map<string, number>> {
  const { pools, tokens } = await cachedMarket(ctx);
  return pricesOf(pools, tokens);
}

const pricesOf = (pools: LivePool[], tokens: Map<string, TokenInfo>) =>
  priceTable(pools, findUsdc(tokens.values())?.mint);

/** Samples every mint's USD price and every pool's mid price from one read of the pools. */
export async function samplePrices(ctx: AppContext): Promise<number> {
  const { pools, tokens } = await cachedMarket(ctx);
  const prices = pricesOf(pools, tokens);
  const mids = new Map(pools.map((p) => [p.id, poolPrice(p)] as const).filter(([, price]) => price > 0));
  const reserves = new Map(
    pools.map((p) => [p.id, { a: ui(p.reserveA, p.tokenA.decimals), b: ui(p.reserveB, p.tokenB.decimals) }]),
  );
  await insertPoolSamples(ctx, mids, reserves);
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
