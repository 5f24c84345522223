import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operations } from './operations';

/**
 * One row per stake. Planned as `pending`; `active` with its start and end once the transfer into the
 * staking vault confirms; `completed` when the unstake confirms. Amounts are base units as decimal strings.
 */
export const stakes = pgTable(
  'stakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    poolId: text('pool_id').notNull(),
    amount: text('amount').notNull(),
    aprBps: integer('apr_bps').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Length of one lock day in milliseconds when the stake was made (86 400 000 unless rehearsing). */
    dayMs: integer('day_ms').notNull(),
    /** Rewards paid so far; a claim is co-signed only if this still equals what it was planned against. */
    claimed: text('claimed').notNull().default('0'),
    status: text('status').notNull().default('pending'),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id),
    signature: text('signature'),
    stakedAt: timestamp('staked_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stakes_wallet_idx').on(t.wallet, t.createdAt), index('stakes_pool_idx').on(t.poolId)],
);

/** Confirmed movements of a stake: the deposit, each claim and the unstake (principal + last rewards). */
export const stakePayments = pgTable(
  'stake_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stakeId: uuid('stake_id')
      .notNull()
      .references(() => stakes.id),
    wallet: text('wallet').notNull(),
    kind: text('kind').notNull(),
    principal: text('principal').notNull(),
    reward: text('reward').notNull(),
    operationId: uuid('operation_id').notNull().unique(),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stake_payments_wallet_idx').on(t.wallet, t.createdAt)],
);
