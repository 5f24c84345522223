import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/launch-plans';
import { checkPlanFile, launchPlanJsonSchema } from '@shared/schemas/launch-plan-check';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';

/** Launch Plans: the plan file's JSON Schema and the whole-plan check (nothing runs here). */
export function launchPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const schema = launchPlanJsonSchema();
  serve(api.getLaunchPlanSchema, {}, async () => schema);
  serve(api.checkLaunchPlan, {}, async ({ body }) => checkPlanFile(body));
}
