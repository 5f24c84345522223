import type { FastifyInstance } from 'fastify';
import type { ChainStatus } from '@shared/schemas/chain';
import type { AppContext } from '../context';
import { marketInsights } from '../services/chain/insights';
import { chainStatus } from '../services/chain/status';

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/chain/status', { config: { auth: 'public' } }, async (): Promise<ChainStatus> =>
    chainStatus(ctx),
  );

  app.get('/api/chain/insights', { config: { auth: 'public' } }, async () => marketInsights(ctx));
}
