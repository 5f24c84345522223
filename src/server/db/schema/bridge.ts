import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operations } from './operations';

/**
 * One row per transfer. Amounts are base units as decimal strings. `messageId` (what the guardians sign
 * and the EVM bridge marks consumed) and the source event (chain, tx, log index) are unique, so neither a
 * replayed job nor a rescanned block can make a second transfer out of one.
 */
export const bridgeTransfers = pgTable(
  'bridge_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ties an EVM burn (its `transferRef` argument) to the row the API created for it. */
    ref: bigint('ref', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    wallet: text('wallet').notNull(),
    sourceChain: text('source_chain').notNull(),
    destinationChain: text('destination_chain').notNull(),
    token: text('token').notNull(),
    decimals: integer('decimals').notNull(),
    amount: text('amount').notNull(),
    fee: text('fee').notNull(),
    received: text('received').notNull(),
    destinationAddress: text('destination_address').notNull(),
    sourceAddress: text('source_address'),
    status: text('status').notNull().default('pending'),
    stage: text('stage').notNull().default('awaiting signature'),
    progress: integer('progress').notNull().default(10),
    operationId: uuid('operation_id').references(() => operations.id),
    sourceTx: text('source_tx'),
    sourceLogIndex: integer('source_log_index'),
    messageId: text('message_id'),
    guardianSignatures: jsonb('guardian_signatures').$type<string[]>(),
    destinationTx: text('destination_tx'),
    /** Solana release: the signed transaction, kept until confirmed so a restart resends it, never a second one. */
    releaseTx: text('release_tx'),
    releaseLastValidBlockHeight: bigint('release_last_valid_block_height', { mode: 'bigint' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('bridge_transfers_wallet_idx').on(t.wallet, t.createdAt),
    index('bridge_transfers_status_idx').on(t.status),
    uniqueIndex('bridge_transfers_ref_idx').on(t.ref),
    uniqueIndex('bridge_transfers_message_idx').on(t.messageId),
    uniqueIndex('bridge_transfers_operation_idx').on(t.operationId),
    uniqueIndex('bridge_transfers_source_event_idx').on(t.sourceChain, t.sourceTx, t.sourceLogIndex),
  ],
);

/** The bridge and wrapped-token contracts deployed on one embedded EVM chain. */
export const bridgeDeployments = pgTable('bridge_deployments', {
  chain: text('chain').primaryKey(),
  chainId: integer('chain_id').notNull(),
  bridgeAddress: text('bridge_address').notNull(),
  tokens: jsonb('tokens').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Solana side of each bridge token: its mint and the custody account locked tokens sit in. */
export const bridgeTokens = pgTable('bridge_tokens', {
  symbol: text('symbol').primaryKey(),
  mint: text('mint').notNull(),
  decimals: integer('decimals').notNull(),
  tokenProgram: text('token_program').notNull(),
  custodyAccount: text('custody_account').notNull(),
});

/** How far the burn scanner has read each EVM chain (next block to read). */
export const bridgeScanCursors = pgTable('bridge_scan_cursors', {
  chain: text('chain').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
});
