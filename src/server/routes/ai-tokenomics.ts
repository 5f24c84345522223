import type { FastifyInstance } from 'fastify';
import { tokenomicsRequestSchema } from '@shared/schemas/ai-tokenomics';
import type { AppContext } from '../context';
import { requestModel } from './ai-vault-key';
import { parse } from '../lib/validate';
import { generateTokenomics } from '../services/ai-tokenomics';

/** Tokenomics Calculator: rule-based score and schedule, prose by the model or the composer. */
export function aiTokenomicsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/ai/tokenomics',
    { config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const body = parse(tokenomicsRequestSchema, request.body);
      return generateTokenomics(body, await requestModel(ctx, request, body.backend));
    },
  );
}
