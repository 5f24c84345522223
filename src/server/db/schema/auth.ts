import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  message: text('message').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_address_idx').on(t.address)],
);

/** Single-use step-up challenges: a fresh signature naming one action on one target (services/auth/step-up.ts). */
export const stepUpChallenges = pgTable('step_up_challenges', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  message: text('message').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
