import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operations } from './operations';

export const tokens = pgTable(
  'tokens',
  {
    mint: text('mint').primaryKey(),
    creator: text('creator').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    totalSupply: text('total_supply').notNull(),
    description: text('description').notNull(),
    uploadedMetadata: jsonb('uploaded_metadata').$type<Record<string, unknown>>(),
    metadataUri: text('metadata_uri').notNull(),
    mintAuthorityRevoked: boolean('mint_authority_revoked').notNull(),
    freezeAuthorityRevoked: boolean('freeze_authority_revoked').notNull(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id),
    /** pending until the creating operation confirms; failed launches stay out of lists. */
    status: text('status').notNull().default('pending'),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tokens_creator_idx').on(t.creator, t.createdAt)],
);
