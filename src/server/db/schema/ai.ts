import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** Whitepapers per wallet: written section by section by a server job, progress stored as it goes. */
export const aiWhitepapers = pgTable(
  'ai_whitepapers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    projectName: text('project_name').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    input: jsonb('input').notNull(),
    sections: jsonb('sections').$type<Array<{ id: string; title: string; content: string }>>().notNull(),
    status: text('status').notNull(),
    progress: integer('progress').notNull(),
    error: text('error'),
    backend: text('backend').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_whitepapers_wallet_idx').on(t.wallet, t.createdAt)],
);

/** Every generated trading signal per wallet, with the pool price when it was given (for hit rates). */
export const aiSignalHistory = pgTable(
  'ai_signal_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    mint: text('mint').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    timeframe: text('timeframe').notNull(),
    signal: text('signal').notNull(),
    strength: integer('strength').notNull(),
    confidence: integer('confidence').notNull(),
    price: doublePrecision('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_signal_history_wallet_idx').on(t.wallet, t.createdAt)],
);
