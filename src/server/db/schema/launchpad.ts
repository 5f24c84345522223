import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operations } from './operations';

/**
 * One bonding-curve launch: texts, curve kind, status, and the curve's state as its confirmed trades left
 * it (`sold`, `raised`). The vaults hold at least that; anyone can send them more, so it is never read
 * back from their balances.
 */
export const launches = pgTable(
  'launches',
  {
    mint: text('mint').primaryKey(),
    creator: text('creator').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull(),
    twitter: text('twitter').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    website: text('website').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** A scripted rehearsal on the embedded chain (platform-generated creator): never trending. */
    rehearsal: boolean('rehearsal').notNull().default(false),
    curve: text('curve').notNull(),
    tokenVault: text('token_vault').notNull(),
    solVault: text('sol_vault').notNull(),
    /** pending → live → graduating → graduated; failed when the launch transaction fails. */
    status: text('status').notNull().default('pending'),
    /** Token base units sold off the curve and lamports raised (fee-less), moved by confirmed trades only. */
    sold: bigint('sold', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    raised: bigint('raised', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id),
    /** The graduation transaction as signed and sent (base64) and its pool, so a restart resumes it. */
    graduationTx: text('graduation_tx'),
    graduationValidHeight: text('graduation_valid_height'),
    graduationSignature: text('graduation_signature'),
    poolId: text('pool_id'),
    poolVaultA: text('pool_vault_a'),
    poolVaultB: text('pool_vault_b'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    graduatedAt: timestamp('graduated_at', { withTimezone: true }),
  },
  (t) => [index('launches_creator_idx').on(t.creator), index('launches_status_idx').on(t.status)],
);

/** Confirmed curve trades (the creator's first buy included); prices in SOL per whole token. */
export const launchTrades = pgTable(
  'launch_trades',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    mint: text('mint').notNull(),
    wallet: text('wallet').notNull(),
    side: text('side').notNull(),
    tokens: text('tokens').notNull(),
    /** Lamports into or out of the curve, before the platform's fee. */
    lamports: text('lamports').notNull(),
    feeLamports: text('fee_lamports').notNull(),
    priceSol: doublePrecision('price_sol').notNull(),
    soldAfter: text('sold_after').notNull(),
    slot: integer('slot'),
    signature: text('signature').notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('launch_trades_mint_idx').on(t.mint, t.executedAt),
    uniqueIndex('launch_trades_signature_idx').on(t.signature),
  ],
);
