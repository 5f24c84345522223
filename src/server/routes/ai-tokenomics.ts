import type { FastifyInstance } from 'fastify';
import { generateTokenomics } from '@shared/api/ai-tokenomics';
import type { AppContext } from '../context';
import { requestModel } from './ai-vault-key';
import { contractRoutes } from '../lib/contract-route';
import * as tokenomics from '../services/ai-tokenomics';

/** Tokenomics Calculator: rule-based score and schedule, prose by the model or the composer. */
export function aiTokenomicsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(generateTokenomics, { rateLimit: { max: 30, timeWindow: 60_000 } }, async ({ body }, request) =>
    tokenomics.generateTokenomics(body, await requestModel(ctx, request, body.backend)),
  );
}
