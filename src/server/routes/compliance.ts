import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complianceMessages, scanRequestSchema } from '@shared/schemas/compliance';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { FRAMEWORKS, getReport, listReports, reportPdf, scanToken } from '../services/compliance';

const reportParams = z.object({ id: z.uuid({ error: complianceMessages.reportNotFound }) });

/** Phantom Compliance: scan a mint (stored as a report of the wallet), list reports, PDF, frameworks. */
export function complianceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/phase7/compliance';
  app.post(`${base}/scan`, { config: { auth: 'wallet', rateLimit: perWalletLimit(30) } }, async (request) => {
    const { address } = parse(scanRequestSchema, request.body);
    return scanToken(ctx, walletOf(request), address);
  });
  app.get(`${base}/reports`, { config: { auth: 'wallet' } }, async (request) => ({
    reports: await listReports(ctx, walletOf(request)),
  }));
  app.get(`${base}/reports/:id`, { config: { auth: 'wallet' } }, async (request) =>
    getReport(ctx, walletOf(request), parse(reportParams, request.params).id),
  );
  app.get(`${base}/reports/:id/pdf`, { config: { auth: 'wallet' } }, async (request, reply) => {
    const report = await getReport(ctx, walletOf(request), parse(reportParams, request.params).id);
    const pdf = await reportPdf(report);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="compliance-${report.tokenSymbol.replace(/[^A-Za-z0-9]/g, '')}-${report.id.slice(0, 8)}.pdf"`,
      )
      .send(pdf);
  });
  app.get(`${base}/frameworks`, { config: { auth: 'public' } }, async () => ({ frameworks: FRAMEWORKS }));
}
