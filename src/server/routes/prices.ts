import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/prices';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { listPrices, priceHistory } from '../services/prices';

export function priceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.listPrices, {}, async () => listPrices(ctx));
  serve(api.getPriceHistory, {}, async ({ params, query }) => priceHistory(ctx, params.mint, query.hours));
}
