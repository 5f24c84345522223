import type { FastifyInstance } from 'fastify';
import { getReport, listFrameworks, listReports, reportPdf, scanToken } from '@shared/api/compliance';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as compliance from '../services/compliance';

/** Phantom Compliance: scan a mint (stored as a report of the wallet), list reports, PDF, frameworks. */
export function complianceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(scanToken, { rateLimit: perWalletLimit(30) }, async ({ body }, request) =>
    compliance.scanToken(ctx, walletOf(request), body.address),
  );
  serve(listReports, {}, async (_, request) => ({
    reports: await compliance.listReports(ctx, walletOf(request)),
  }));
  serve(getReport, {}, async ({ params }, request) =>
    compliance.getReport(ctx, walletOf(request), params.id),
  );
  serve(reportPdf, {}, async ({ params }, request, reply) => {
    const report = await compliance.getReport(ctx, walletOf(request), params.id);
    const symbol = report.tokenSymbol.replace(/[^A-Za-z0-9]/g, '');
    reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="compliance-${symbol}-${report.id.slice(0, 8)}.pdf"`,
      );
    return compliance.reportPdf(report);
  });
  serve(listFrameworks, {}, async () => ({ frameworks: compliance.FRAMEWORKS }));
}
