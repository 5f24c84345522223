import type { FastifyInstance } from 'fastify';
import { burnRequestSchema } from '@shared/schemas/burn';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { burnStats, listBurns, planBurn } from '../services/burn';

/** Token Burner: plan a burn (the wallet signs it through the operation pipeline), history and stats. */
export function burnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(20) } as const;
  app.post('/api/tokens/burn', { config: sensitive }, async (request) => {
    const body = parse(burnRequestSchema, request.body);
    return planBurn(ctx, walletOf(request), { ...body, reason: sanitizeText(body.reason) });
  });

  app.get('/api/burns', { config: { auth: 'wallet' } }, async (request) => ({
    burns: await listBurns(ctx, walletOf(request)),
  }));

  app.get('/api/burns/stats', { config: { auth: 'wallet' } }, async (request) =>
    burnStats(ctx, walletOf(request)),
  );
}
