import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { analyticsOverview } from '../services/analytics/overview';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/analytics/overview', { config: { auth: 'public' } }, async () => analyticsOverview(ctx));
}
