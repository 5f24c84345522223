import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The SOLX mint on this network, one row: written last by the bootstrap, so its presence marks the
 * bootstrap as done. `createdAt` is the token generation event every vesting rule counts from.
 */
export const solxToken = pgTable('solx_token', {
  id: text('id').primaryKey().default('solx'),
  mint: text('mint').notNull(),
  tokenProgram: text('token_program').notNull(),
  /** Platform-owned token account holding staked principal. */
  stakingVault: text('staking_vault').notNull(),
  poolId: text('pool_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One platform-owned vault per allocation category; `amount` is what it received, in base units. */
export const solxAllocations = pgTable('solx_allocations', {
  id: text('id').primaryKey(),
  vault: text('vault').notNull(),
  amount: text('amount').notNull(),
});

export const solxWhitelist = pgTable('solx_whitelist', {
  wallet: text('wallet').primaryKey(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One faucet grant per wallet; the row is taken with its signed transfer before sending, so two requests
 * cannot both pay. `sending` until the chain shows the transfer landed (`granted`); one the chain shows
 * can never land is replaced by the wallet's next request, never deleted.
 */
export const solxFaucetGrants = pgTable('solx_faucet_grants', {
  wallet: text('wallet').primaryKey(),
  amount: text('amount').notNull(),
  signature: text('signature'),
  lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }),
  status: text('status').notNull().default('granted'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
