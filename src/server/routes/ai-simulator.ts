import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { simulatorRequestSchema } from '@shared/schemas/ai-simulator';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { getRun, listRuns, startSimulation } from '../services/ai-simulator';

const idParams = z.object({ id: z.uuid('Simulation not found') });

/** Launch Simulator: Monte Carlo runs in a worker thread, progress by polling, history per wallet. */
export function aiSimulatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/ai/simulator',
    { config: { auth: 'wallet', rateLimit: perWalletLimit(20) } },
    async (request) => startSimulation(ctx, walletOf(request), parse(simulatorRequestSchema, request.body)),
  );
  app.get('/api/ai/simulator/runs', { config: { auth: 'wallet' } }, async (request) => ({
    runs: await listRuns(ctx, walletOf(request)),
  }));
  app.get('/api/ai/simulator/runs/:id', { config: { auth: 'wallet' } }, async (request) =>
    getRun(ctx, walletOf(request), parse(idParams, request.params).id),
  );
}
