import type { FastifyInstance } from 'fastify';
import { getAnalyticsOverview } from '@shared/api/analytics';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { analyticsOverview } from '../services/analytics/overview';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  contractRoutes(app, ctx.env)(getAnalyticsOverview, {}, async () => analyticsOverview(ctx));
}
