import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Mints the exchange knows: the bootstrapped tracked tokens and every token that got a pool. */
export const exchangeTokens = pgTable('exchange_tokens', {
  mint: text('mint').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  decimals: integer('decimals').notNull(),
  tokenProgram: text('token_program').notNull(),
  /** Position in the tracked list (SOL, USDC, …); null for other tokens. */
  trackedRank: integer('tracked_rank'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A constant-product pool; its id is the LP mint address. Reserves live on chain in the two vaults. */
export const pools = pgTable(
  'pools',
  {
    id: text('id').primaryKey(),
    mintA: text('mint_a').notNull(),
    mintB: text('mint_b').notNull(),
    vaultA: text('vault_a').notNull(),
    vaultB: text('vault_b').notNull(),
    feeBps: integer('fee_bps').notNull(),
    /** Which pool engine trades this pool (`exchange/pools`). */
    type: text('type').notNull().default('constant-product'),
    /** pending until the creating transaction confirms; failed creations never become active. */
    status: text('status').notNull().default('pending'),
    creator: text('creator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pools_pair_idx').on(t.mintA, t.mintB)],
);

/** Executed swaps, one row per pool hop, in execution order (`seq`). */
export const swaps = pgTable(
  'swaps',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    poolId: text('pool_id').notNull(),
    signature: text('signature').notNull(),
    wallet: text('wallet').notNull(),
    inputMint: text('input_mint').notNull(),
    outputMint: text('output_mint').notNull(),
    amountIn: text('amount_in').notNull(),
    amountOut: text('amount_out').notNull(),
    feeAmount: text('fee_amount').notNull(),
    /** tokenB per tokenA of this execution. */
    price: doublePrecision('price').notNull(),
    volumeUsd: doublePrecision('volume_usd'),
    feeUsd: doublePrecision('fee_usd'),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('swaps_pool_time_idx').on(t.poolId, t.executedAt),
    uniqueIndex('swaps_signature_pool_idx').on(t.signature, t.poolId),
  ],
);

export const lpPositions = pgTable(
  'lp_positions',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    poolId: text('pool_id').notNull(),
    dexPlatform: text('dex_platform').notNull(),
    lpAmount: text('lp_amount').notNull(),
    initialValueUsd: doublePrecision('initial_value_usd'),
    status: text('status').notNull().default('active'),
    migrated: boolean('migrated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lp_positions_wallet_idx').on(t.wallet, t.poolId)],
);

export const priceSamples = pgTable(
  'price_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mint: text('mint').notNull(),
    priceUsd: doublePrecision('price_usd').notNull(),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_samples_mint_time_idx').on(t.mint, t.sampledAt)],
);
