import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Wallet addresses a signed-in wallet tracks on the Portfolio Tracker. */
export const portfolioWallets = pgTable(
  'portfolio_wallets',
  {
    owner: text('owner').notNull(),
    address: text('address').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.address] }), index('portfolio_wallets_owner_idx').on(t.owner)],
);
