import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each pool's mid price (tokenB per tokenA, from its engine's price reserves), sampled with the mint
 * prices: the one price history the header, the 24 h change and the chart are read from.
 */
export const poolPriceSamples = pgTable(
  'pool_price_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: text('pool_id').notNull(),
    price: doublePrecision('price').notNull(),
    /** The vaults' balances (UI units) at the sample, for liquidity-change alerts; null on older rows. */
    reserveA: doublePrecision('reserve_a'),
    reserveB: doublePrecision('reserve_b'),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pool_price_samples_pool_time_idx').on(t.poolId, t.sampledAt)],
);
