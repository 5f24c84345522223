import type { FastifyInstance } from 'fastify';
import { getSimulation, listSimulations, startSimulation } from '@shared/api/ai-simulator';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as simulator from '../services/ai-simulator';

/** Launch Simulator: Monte Carlo runs in a worker thread, progress by polling, history per wallet. */
export function aiSimulatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(startSimulation, { rateLimit: perWalletLimit(20) }, async ({ body }, request) =>
    simulator.startSimulation(ctx, walletOf(request), body),
  );
  serve(listSimulations, {}, async (_, request) => ({
    runs: await simulator.listRuns(ctx, walletOf(request)),
  }));
  serve(getSimulation, {}, async ({ params }, request) =>
    simulator.getRun(ctx, walletOf(request), params.id),
  );
}
