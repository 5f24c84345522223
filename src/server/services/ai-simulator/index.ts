import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SimParams } from '@shared/math/launch-sim-model';
import type { SimulationResults, SimulationRun, SimulatorRequest } from '@shared/schemas/ai-simulator';
import type { AppContext } from '../../context';
import { aiSimulations } from '../../db/schema';
import { authorship } from '../../lib/ai';
import { conflict, notFound } from '../../lib/errors';
import { runInWorker } from './runner';

interface Running {
  run: SimulationRun;
  wallet: string;
}

/** Runs in progress, by id (a finished run lives in the database). */
const running = new Map<string, Running>();
const MAX_RUNNING = 2;

const toParams = (input: SimulatorRequest, seed: number): SimParams => ({
  supply: input.tokenInfo.initialSupply,
  launchPrice: input.tokenInfo.launchPrice,
  liquiditySol: input.launchParams.liquidityAmount,
  marketingSol: input.launchParams.marketingBudget,
  strategy: input.launchParams.strategy,
  condition: input.marketConditions,
  duration: input.simulationSettings.duration,
  paths: input.simulationSettings.iterations,
  seed,
});

/** Starts a run in a worker thread and answers at once; poll `getRun` for progress and results. */
export function startSimulation(ctx: AppContext, wallet: string, input: SimulatorRequest): SimulationRun {
  const mine = [...running.values()].filter((r) => r.wallet === wallet);
  if (mine.length > 0)
    throw conflict('simulation_running', 'A simulation is already running; wait for it to finish');
  if (running.size >= MAX_RUNNING)
    throw conflict('simulator_busy', 'The simulator is busy; try again in a moment');
  const seed = input.simulationSettings.seed ?? randomInt(0, 0xffffffff);
  const id = crypto.randomUUID();
  const run: SimulationRun = {
    simulationId: id,
    tokenName: input.tokenInfo.name,
    status: 'running',
    progress: 0,
    seed,
    iterations: input.simulationSettings.iterations,
    createdAt: new Date().toISOString(),
  };
  running.set(id, { run, wallet });
  runInWorker(toParams(input, seed), (pct) => (run.progress = pct))
    .then((results: SimulationResults) =>
      ctx.database.db.insert(aiSimulations).values({
        id,
        wallet,
        tokenName: input.tokenInfo.name,
        seed: seed | 0,
        input,
        result: results,
        createdAt: new Date(run.createdAt),
      }),
    )
    .catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'simulation failed');
      run.status = 'failed';
      run.error = 'Failed to run launch simulation';
    })
    .finally(() => {
      if (run.status === 'failed') setTimeout(() => running.delete(id), 60_000).unref();
      else running.delete(id);
    });
  return run;
}

type Row = typeof aiSimulations.$inferSelect;
const toRun = (row: Row): SimulationRun => ({
  simulationId: row.id,
  tokenName: row.tokenName,
  status: 'completed',
  progress: 100,
  seed: row.seed >>> 0,
  iterations: (row.input as SimulatorRequest).simulationSettings.iterations,
  createdAt: row.createdAt.toISOString(),
  input: row.input,
  results: row.result as SimulationResults,
  meta: { ...authorship(null), generatedAt: row.createdAt.toISOString() },
});

export async function getRun(ctx: AppContext, wallet: string, id: string): Promise<SimulationRun> {
  const live = running.get(id);
  if (live && live.wallet === wallet) return live.run;
  const [row] = await ctx.database.db
    .select()
    .from(aiSimulations)
    .where(and(eq(aiSimulations.id, id), eq(aiSimulations.wallet, wallet)))
    .limit(1);
  if (!row) throw notFound('Simulation not found');
  return toRun(row);
}

export async function listRuns(ctx: AppContext, wallet: string): Promise<SimulationRun[]> {
  const rows = await ctx.database.db
    .select()
    .from(aiSimulations)
    .where(eq(aiSimulations.wallet, wallet))
    .orderBy(desc(aiSimulations.createdAt))
    .limit(20);
  const live = [...running.values()].filter((r) => r.wallet === wallet).map((r) => r.run);
  return [...live, ...rows.map(toRun)];
}
