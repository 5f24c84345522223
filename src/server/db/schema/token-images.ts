import { customType, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Token logos: files uploaded on the creation form, and remote metadata images fetched once through the
 * image proxy (`sourceUrl` set). Served from the app so a page never loads a third-party URL.
 */
export const tokenImages = pgTable(
  'token_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet'),
    sourceUrl: text('source_url'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('token_images_source_idx').on(t.sourceUrl)],
);
