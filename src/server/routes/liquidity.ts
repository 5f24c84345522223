import type { FastifyInstance } from 'fastify';
import { liquidityBodySchema } from '@shared/schemas/spec-shapes/liquidity';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';
import { liquidityAnalytics, listPositions, planLiquidity, popularPools } from '../services/liquidity';

export function liquidityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/liquidity', { config: { auth: 'wallet', scriptCheck: true } }, async (request) =>
    planLiquidity(ctx, walletOf(request), parse(liquidityBodySchema, request.body)),
  );
  app.get('/api/liquidity/positions', { config: { auth: 'wallet' } }, async (request) =>
    listPositions(ctx, walletOf(request)),
  );
  app.get('/api/liquidity/popular-pools', { config: { auth: 'public' } }, async () => popularPools(ctx));
  app.get('/api/liquidity/analytics', { config: { auth: 'wallet' } }, async (request) =>
    liquidityAnalytics(ctx, walletOf(request)),
  );
}
