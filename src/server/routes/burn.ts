import type { FastifyInstance, FastifyRequest } from 'fastify';
import { burnRequestSchema } from '@shared/schemas/burn';
import { detectScriptPatterns, INVALID_TRANSACTION_DATA, sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireWallet } from '../plugins/session';
import { burnStats, listBurns, planBurn } from '../services/burn';

const burnLimit = {
  max: 20,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.wallet ?? request.ip,
};

/** Token Burner: plan a burn (the wallet signs it through the operation pipeline), history and stats. */
export function burnRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tokens/burn', { config: { rateLimit: burnLimit } }, async (request) => {
    const wallet = requireWallet(request);
    if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
    const body = parse(burnRequestSchema, request.body);
    return planBurn(ctx, wallet, { ...body, reason: sanitizeText(body.reason) });
  });

  app.get('/api/burns', async (request) => ({ burns: await listBurns(ctx, requireWallet(request)) }));

  app.get('/api/burns/stats', async (request) => burnStats(ctx, requireWallet(request)));
}
