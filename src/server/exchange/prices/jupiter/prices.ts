import { z } from 'zod';
import type { AppContext } from '../../../context';
import { jupiterGet } from './client';

/** GET {JUPITER_API_URL}/price/v3?ids=… → { [mint]: { usdPrice, priceChange24h, decimals, blockId } }. */
const priceResponse = z.record(
  z.string(),
  z
    .object({ usdPrice: z.number(), priceChange24h: z.number().nullish(), decimals: z.number().optional() })
    .nullable(),
);

export async function jupiterPrices(ctx: AppContext, mints: string[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (let i = 0; i < mints.length; i += 50) {
    const ids = mints.slice(i, i + 50).join(',');
    if (!ids) continue;
    const body = priceResponse.parse(await jupiterGet(ctx, `/price/v3?ids=${ids}`));
    for (const [mint, entry] of Object.entries(body)) if (entry) prices.set(mint, entry.usdPrice);
  }
  return prices;
}
