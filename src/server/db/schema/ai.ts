import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Project ideas a wallet starred on /ai-ideas. */
export const aiIdeaFavorites = pgTable(
  'ai_idea_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    viability: integer('viability').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_idea_favorites_wallet_idx').on(t.wallet, t.createdAt)],
);

/** Launch simulator runs per wallet: the input, the seed and the whole result. */
export const aiSimulations = pgTable(
  'ai_simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    tokenName: text('token_name').notNull(),
    seed: integer('seed').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_simulations_wallet_idx').on(t.wallet, t.createdAt)],
);
