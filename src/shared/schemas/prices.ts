import { z } from 'zod';
import { addressSchema } from '../solana/address';

export const priceSchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  priceUsd: z.number().nullable(),
  /** Percent change over 24 h (0 when there is no history yet). */
  change24h: z.number().nullable(),
});
export type Price = z.infer<typeof priceSchema>;
export const pricesResponseSchema = z.object({ prices: z.array(priceSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

export const priceMintParamsSchema = z.object({ mint: addressSchema('Invalid token address') });
export const priceHistoryQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(720).default(24),
});
export const pricePointSchema = z.object({ time: z.number().int(), priceUsd: z.number() });
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceHistoryResponseSchema = z.object({ points: z.array(pricePointSchema) });
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
