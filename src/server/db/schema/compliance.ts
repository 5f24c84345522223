import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One stored scan of a mint, per wallet (the Compliance Reports tab and the PDF read it back). */
export const complianceReports = pgTable(
  'compliance_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    mint: text('mint').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenName: text('token_name').notNull(),
    overallScore: doublePrecision('overall_score').notNull(),
    riskLevel: text('risk_level').notNull(),
    /** The scan as the API answered it: checks, holders, liquidity. */
    scan: jsonb('scan').$type<Record<string, unknown>>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compliance_reports_wallet_idx').on(t.wallet, t.generatedAt)],
);
