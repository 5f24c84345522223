import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const operations = pgTable(
  'operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('planned'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Set when the operation was co-signed in a group (see chain/pipeline/group-commit.ts), with its turn. */
    groupId: uuid('group_id'),
    groupIndex: integer('group_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operations_wallet_idx').on(t.wallet, t.createdAt),
    index('operations_status_idx').on(t.status),
    index('operations_group_idx').on(t.groupId),
  ],
);

/**
 * Operations of one kind on one lock key co-signed together. `start` is the state the kind priced the
 * group from, so recovery prices the landed ones again to the same amounts; `settledAt` is set in the
 * transaction that stores the group's signed settlements (until then no operation of it may finish).
 */
export const operationGroups = pgTable('operation_groups', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  lockKey: text('lock_key').notNull(),
  start: jsonb('start').$type<unknown>().notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operationTransactions = pgTable(
  'operation_transactions',
  {
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /**
     * 'wallet': planned for the wallet to sign. 'settlement': signed by the platform alone at co-sign
     * time and sent only once every wallet transaction confirmed (e.g. a swap's surplus over its minimum).
     */
    role: text('role').$type<'wallet' | 'settlement'>().notNull().default('wallet'),
    /** The planned wire transaction (message + any platform/mint partial signatures), base64. */
    plannedTx: text('planned_tx').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }).notNull(),
    /** `getFeeForMessage` of the planned message: what the chain charges if it lands. */
    feeLamports: bigint('fee_lamports', { mode: 'bigint' }),
    signedTx: text('signed_tx'),
    signature: text('signature'),
    status: text('status').notNull().default('planned'),
    error: text('error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Set just before the first send; a transaction with it set is only re-sent after a chain lookup. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.index] }),
    index('operation_tx_status_idx').on(t.status),
    // Submit refuses a signature another operation already holds (identical plans within one blockhash).
    index('operation_tx_signature_idx').on(t.signature),
    // Planning looks up identical planned bytes; hashed, since a wire transaction is up to 1.6 kB of text.
    index('operation_tx_planned_idx').using('hash', t.plannedTx),
  ],
);
