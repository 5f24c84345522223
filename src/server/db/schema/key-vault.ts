import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * API keys, encrypted (services/key-vault/envelope.ts): no column holds the key or any part of it.
 * `ciphertext` = AES-256-GCM(data key, api key) ‖ tag; `wrappedKey` = iv ‖ AES-256-GCM(KEK, data key) ‖ tag;
 * `kekId` names the key-encryption key that wrapped it (rotation re-wraps rows with an older one).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    keyName: text('key_name').notNull(),
    service: text('service').notNull(),
    version: integer('version').notNull(),
    kekId: text('kek_id').notNull(),
    iv: text('iv').notNull(),
    ciphertext: text('ciphertext').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_wallet_idx').on(t.wallet, t.createdAt)],
);
