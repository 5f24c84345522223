import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One bulk send (multisend, SOL or token distribution); its operations carry the transactions. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    kind: text('kind').notNull(),
    tokenAddress: text('token_address'),
    tokenSymbol: text('token_symbol').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    sendType: text('send_type').notNull(),
    totalAmount: text('total_amount').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    gasMultiplier: real('gas_multiplier').notNull(),
    priority: text('priority').notNull(),
    /** Set when an operation of the batch ends: completed | partial | failed (null while running). */
    finalStatus: text('final_status'),
    successfulRecipients: integer('successful_recipients').notNull().default(0),
    failedRecipients: integer('failed_recipients').notNull().default(0),
    /** Lamports actually charged (meta.fee of every landed transaction). */
    gasUsed: text('gas_used').notNull().default('0'),
    operationIds: jsonb('operation_ids').$type<string[]>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  // History pages walk (start_time, id) downwards, with or without a kind.
  (t) => [
    index('batches_wallet_idx').on(t.wallet, t.kind, t.startTime, t.id),
    index('batches_wallet_time_idx').on(t.wallet, t.startTime, t.id),
  ],
);

/** A recipient is paid by transaction `txIndex` of operation `operationId`; its status is that transaction's. */
export const batchRecipients = pgTable(
  'batch_recipients',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    address: text('address').notNull(),
    amount: text('amount').notNull(),
    operationId: uuid('operation_id').notNull(),
    txIndex: integer('tx_index').notNull(),
    /** Signatures of earlier attempts that failed, checked on chain before a retry. */
    previousSignatures: jsonb('previous_signatures').$type<string[]>().notNull().default([]),
    /** An earlier attempt's signature found landed by a retry: the recipient is paid (not retried). */
    settledSignature: text('settled_signature'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.position] }),
    index('batch_recipients_op_idx').on(t.operationId),
  ],
);
