import type { FastifyInstance } from 'fastify';
import type { ChainStatus } from '@shared/schemas/chain';
import type { AppContext } from '../context';
import { marketInsights } from '../services/chain/insights';
import { chainStatus } from '../services/chain/status';

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/chain/status', async (): Promise<ChainStatus> => chainStatus(ctx));

  app.get('/api/chain/insights', async () => marketInsights(ctx));
}
