import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Per-wallet settings (profile, notifications, priority fee, explorer), as validated JSON. */
export const walletSettings = pgTable('wallet_settings', {
  wallet: text('wallet').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
