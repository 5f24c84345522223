import type { AppContext } from '../../context';
import { jupiterPrices } from '../../exchange/jupiter/prices';
import { currentPrices } from '../../exchange/price-sampler';

export interface PriceSource {
  /** USD prices by mint; `mints` narrows what a remote source is asked for. */
  current(mints?: string[]): Promise<Map<string, number>>;
}

/** Local pools on the embedded chain and devnet; Jupiter's price API on mainnet. */
export function priceSource(ctx: AppContext): PriceSource {
  if (ctx.chain.cluster.kind === 'mainnet') return { current: (mints) => jupiterPrices(ctx, mints ?? []) };
  return { current: () => currentPrices(ctx) };
}
