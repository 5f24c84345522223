import type { FastifyInstance } from 'fastify';
import { liquidityRequestSchema } from '@shared/schemas/liquidity';
import { detectScriptPatterns, INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireWallet } from '../plugins/session';
import { liquidityAnalytics, listPositions, planLiquidity, popularPools } from '../services/liquidity';

export function liquidityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/liquidity', async (request) => {
    const wallet = requireWallet(request);
    if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
    return planLiquidity(ctx, wallet, parse(liquidityRequestSchema, request.body));
  });
  app.get('/api/liquidity/positions', async (request) => listPositions(ctx, requireWallet(request)));
  app.get('/api/liquidity/popular-pools', async () => popularPools(ctx));
  app.get('/api/liquidity/analytics', async (request) => liquidityAnalytics(ctx, requireWallet(request)));
}
