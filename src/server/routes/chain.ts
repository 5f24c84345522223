import type { FastifyInstance } from 'fastify';
import type { ChainStatus } from '@shared/schemas/chain';
import type { AppContext } from '../context';
import { marketInsights } from '../services/chain/insights';

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/chain/status', { config: { auth: 'public' } }, async (): Promise<ChainStatus> => {
    const slot = await ctx.chain.rpc.getSlot({ commitment: 'confirmed' }).send();
    const { kind, label, rpcUrl, wsUrl } = ctx.chain.cluster;
    return { cluster: kind, label, rpcUrl, wsUrl, slot: Number(slot) };
  });

  app.get('/api/chain/insights', { config: { auth: 'public' } }, async () => marketInsights(ctx));
}
