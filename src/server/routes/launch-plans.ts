import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/launch-plans';
import { launchPlanJsonSchema } from '@shared/schemas/launch-plan-check';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as plans from '../services/launch-plans';

/** Launch Plans: the plan file's JSON Schema, the whole-plan check, and runs stepped through by the wallet. */
export function launchPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const schema = launchPlanJsonSchema();
  serve(api.getLaunchPlanSchema, {}, async () => schema);
  serve(api.checkLaunchPlan, {}, async ({ body }) => plans.checkPlan(ctx, body));
  serve(api.getLaunchPlanCost, { rateLimit: perWalletLimit(60) }, async ({ body }, request) =>
    plans.planCost(ctx, walletOf(request), body.plan),
  );
  serve(api.dryRunLaunchPlan, { rateLimit: perWalletLimit(5) }, async ({ body }, request) =>
    plans.dryRun(ctx, walletOf(request), body.plan),
  );
  serve(api.startLaunchPlanRun, { rateLimit: perWalletLimit(10) }, async ({ body }, request) =>
    plans.startRun(ctx, walletOf(request), body),
  );
  serve(api.listLaunchPlanRuns, {}, async (_, request) => plans.listRuns(ctx, walletOf(request)));
  serve(api.getLaunchPlanRun, {}, async ({ params }, request) =>
    plans.getRun(ctx, walletOf(request), params.id),
  );
  serve(api.attachLaunchPlanOperation, {}, async ({ params, body }, request) =>
    plans.attachOperation(ctx, walletOf(request), params.id, params.index, body.operationId),
  );
  serve(api.skipLaunchPlanStep, {}, async ({ params }, request) =>
    plans.skipStep(ctx, walletOf(request), params.id, params.index),
  );
  serve(api.getLaunchPlanReport, {}, async ({ params }, request, reply) => {
    const view = await plans.getRun(ctx, walletOf(request), params.id);
    reply
      .type('text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="launch-report-${view.id.slice(0, 8)}.md"`);
    return Buffer.from(plans.reportMarkdown(await plans.runReport(ctx, view)), 'utf8');
  });
  serve(api.getLaunchPlanReportPdf, {}, async ({ params }, request, reply) => {
    const view = await plans.getRun(ctx, walletOf(request), params.id);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="launch-report-${view.id.slice(0, 8)}.pdf"`);
    return plans.reportPdf(await plans.runReport(ctx, view));
  });
}
