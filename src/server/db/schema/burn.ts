import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operations } from './operations';

/** One row per planned burn; supply before is read at plan time, supply after when it confirms. */
export const burns = pgTable(
  'burns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    mint: text('mint').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    decimals: integer('decimals').notNull(),
    tokenProgram: text('token_program').notNull(),
    method: text('method').notNull(),
    burnType: text('burn_type').notNull(),
    /** Base units, as decimal strings (u64 does not fit a JS number). */
    amount: text('amount').notNull(),
    balanceBefore: text('balance_before').notNull(),
    supplyBefore: text('supply_before').notNull(),
    supplyAfter: text('supply_after'),
    balancePercentage: doublePrecision('balance_percentage').notNull(),
    supplyPercentage: doublePrecision('supply_percentage').notNull(),
    reason: text('reason').notNull(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id),
    status: text('status').notNull().default('pending'),
    signature: text('signature'),
    feeLamports: text('fee_lamports'),
    rentReturnedLamports: text('rent_returned_lamports'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('burns_wallet_idx').on(t.wallet, t.createdAt),
    index('burns_operation_idx').on(t.operationId),
  ],
);
