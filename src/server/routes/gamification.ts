import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { walletOf } from '../plugins/guards';
import { gamificationStats } from '../services/gamification';

/** Gamification Hub reads: points come only from confirmed operations (see services/gamification). */
export function gamificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/gamification/stats', { config: { auth: 'wallet' } }, async (request) =>
    gamificationStats(ctx, walletOf(request)),
  );
}
