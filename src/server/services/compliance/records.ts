import { and, desc, eq } from 'drizzle-orm';
import {
  complianceMessages,
  complianceReportSchema,
  type ComplianceReport,
} from '@shared/schemas/compliance';
import type { AppContext } from '../../context';
import { complianceReports } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Row = typeof complianceReports.$inferSelect;

export function toReport(row: Row): ComplianceReport {
  return complianceReportSchema.parse({
    ...row.scan,
    id: row.id,
    mint: row.mint,
    tokenSymbol: row.tokenSymbol,
    tokenName: row.tokenName,
    generatedAt: row.generatedAt.toISOString(),
    overallScore: row.overallScore,
    riskLevel: row.riskLevel,
  });
}

export async function listReports(ctx: AppContext, wallet: string): Promise<ComplianceReport[]> {
  const rows = await ctx.database.db
    .select()
    .from(complianceReports)
    .where(eq(complianceReports.wallet, wallet))
    .orderBy(desc(complianceReports.generatedAt))
    .limit(100);
  return rows.map(toReport);
}

/** One of the wallet's own reports; another wallet's id is a 404 like an unknown one. */
export async function getReport(ctx: AppContext, wallet: string, id: string): Promise<ComplianceReport> {
  const [row] = await ctx.database.db
    .select()
    .from(complianceReports)
    .where(and(eq(complianceReports.wallet, wallet), eq(complianceReports.id, id)));
  if (!row) throw new AppError(404, 'report_not_found', complianceMessages.reportNotFound);
  return toReport(row);
}
