import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Concentrated-liquidity pool state (the pool row itself is in `pools`, type 'concentrated-liquidity';
 * the tokens are in its two vaults on chain). Big integers are decimal strings; fee growth is Q64.64 and
 * unbounded, so it can be negative inside a range (only differences are used).
 */
export const clmmPools = pgTable('clmm_pools', {
  poolId: text('pool_id').primaryKey(),
  tickSpacing: integer('tick_spacing').notNull(),
  sqrtPriceX64: text('sqrt_price_x64').notNull(),
  tick: integer('tick').notNull(),
  liquidity: text('liquidity').notNull(),
  feeGrowthGlobalA: text('fee_growth_global_a').notNull(),
  feeGrowthGlobalB: text('fee_growth_global_b').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Initialized ticks of a pool. */
export const clmmTicks = pgTable(
  'clmm_ticks',
  {
    poolId: text('pool_id').notNull(),
    tick: integer('tick').notNull(),
    liquidityNet: text('liquidity_net').notNull(),
    liquidityGross: text('liquidity_gross').notNull(),
    feeGrowthOutsideA: text('fee_growth_outside_a').notNull(),
    feeGrowthOutsideB: text('fee_growth_outside_b').notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.tick] })],
);

/**
 * A position; its id is the position NFT's mint. Whoever holds the NFT owns it (checked on chain);
 * `opener` is only who opened it. pending until the opening transaction confirms.
 */
export const clmmPositions = pgTable(
  'clmm_positions',
  {
    id: text('id').primaryKey(),
    poolId: text('pool_id').notNull(),
    opener: text('opener').notNull(),
    tickLower: integer('tick_lower').notNull(),
    tickUpper: integer('tick_upper').notNull(),
    liquidity: text('liquidity').notNull(),
    feeGrowthInsideLastA: text('fee_growth_inside_last_a').notNull(),
    feeGrowthInsideLastB: text('fee_growth_inside_last_b').notNull(),
    tokensOwedA: text('tokens_owed_a').notNull(),
    tokensOwedB: text('tokens_owed_b').notNull(),
    /** Fees paid out to the holder so far, per token. */
    collectedA: text('collected_a').notNull().default('0'),
    collectedB: text('collected_b').notNull().default('0'),
    /** pending | open | closed | failed */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clmm_positions_pool_idx').on(t.poolId), index('clmm_positions_opener_idx').on(t.opener)],
);
