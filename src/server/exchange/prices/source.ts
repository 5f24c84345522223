import type { AppContext } from '../../context';
import { jupiterPrices } from './jupiter/prices';
import { currentPrices } from './sampler';

export interface PriceSource {
  /** USD prices by mint; `mints` narrows what a remote source is asked for. */
  current(mints?: string[]): Promise<Map<string, number>>;
}

/** Local pools on the embedded chain and devnet; Jupiter's price API on mainnet. */
export function priceSource(ctx: AppContext): PriceSource {
  if (ctx.chain.cluster.kind === 'mainnet') return { current: (mints) => jupiterPrices(ctx, mints ?? []) };
  return { current: () => currentPrices(ctx) };
}

/** USD price of one mint (null when none exists), for the Balance Checker. */
export async function usdPrice(ctx: AppContext, mint: string): Promise<number | null> {
  return (await priceSource(ctx).current([mint])).get(mint) ?? null;
}
