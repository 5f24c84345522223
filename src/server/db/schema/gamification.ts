import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Points earned by confirmed operations, one row per (operation, reason). */
export const pointEvents = pgTable(
  'point_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    operationId: uuid('operation_id'),
    kind: text('kind').notNull(),
    /** What earned it: token_created, trade, liquidity, batch, burn, stake, launch, referral. */
    reason: text('reason').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_events_wallet_idx').on(t.wallet, t.createdAt),
    uniqueIndex('point_events_op_reason_idx').on(t.operationId, t.reason),
  ],
);

/** Rewards claimed in the store; the unique index is what makes a racing second claim fail. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    wallet: text('wallet').notNull(),
    rewardId: text('reward_id').notNull(),
    cost: integer('cost').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reward_claims_wallet_reward_idx').on(t.wallet, t.rewardId)],
);

/** Who referred whom; set once when the referred wallet signs in with `?ref=`. */
export const referrals = pgTable('referrals', {
  referred: text('referred').primaryKey(),
  referrer: text('referrer').notNull(),
  /** Set when the referred wallet's first operation confirms; only then does it count. */
  qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
