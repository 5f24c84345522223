import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A launch rehearsal: a scripted run of buys and sells from generated wallets against a fresh launch. */
export const launchRehearsals = pgTable(
  'launch_rehearsals',
  {
    id: uuid('id').primaryKey(),
    /** Who asked for it (the rehearsal's own creator is a generated wallet). */
    wallet: text('wallet').notNull(),
    preset: text('preset').notNull(),
    /** The launch form's parameters as sent. */
    params: jsonb('params').notNull(),
    /** queued → running → graduated | failed */
    status: text('status').notNull().default('queued'),
    step: integer('step').notNull().default(0),
    steps: integer('steps').notNull(),
    mint: text('mint'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One unfinished rehearsal per wallet: each one funds wallets from the faucet and runs many trades.
    uniqueIndex('launch_rehearsals_one_active_idx')
      .on(t.wallet)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * The platform-generated wallets of a rehearsal (its creator and traders), recorded before they are
 * funded, so public figures can leave their operations, trades and points out (`db/rehearsal-scope.ts`).
 */
export const rehearsalWallets = pgTable('rehearsal_wallets', {
  wallet: text('wallet').primaryKey(),
  rehearsalId: uuid('rehearsal_id')
    .notNull()
    .references(() => launchRehearsals.id),
});
