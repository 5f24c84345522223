import type { FastifyInstance } from 'fastify';
import { getChainStatus, getMarketInsights } from '@shared/api/chain';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { marketInsights } from '../services/chain/insights';
import { chainStatus } from '../services/chain/status';

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(getChainStatus, {}, async () => chainStatus(ctx));
  serve(getMarketInsights, {}, async () => marketInsights(ctx));
}
