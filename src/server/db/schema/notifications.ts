import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each wallet last opened its notifications: operations finished later count as unread. */
export const notificationReads = pgTable('notification_reads', {
  wallet: text('wallet').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});
