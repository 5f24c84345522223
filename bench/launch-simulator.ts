import { allocateResults, simulatePaths } from '../src/shared/math/launch-sim';
import type { SimParams } from '../src/shared/math/launch-sim-model';
import { simulatePathsNaive } from '../src/shared/math/launch-sim-naive';

const PATHS = 10_000;
const STEPS = 180;
const TARGET_MS = 250;
const TARGET_RATIO = 10;
/** The naive loop is slow enough that a tenth of the paths measures its rate well. */
const NAIVE_PATHS = 1_000;

const params: SimParams = {
  supply: 1_000_000_000,
  launchPrice: 0.0001,
  liquiditySol: 50,
  marketingSol: 10,
  strategy: 'presale',
  condition: 'neutral',
  duration: '6months',
  paths: PATHS,
  seed: 7,
};

function timed(run: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

/**
 * Launch simulator: 10,000 paths × 180 daily steps through the typed-array kernel (best of 3), against
 * the naive object-per-trade loop of the same model measured in the same run (per path).
 */
export async function launchSimulatorBench(): Promise<boolean> {
  const out = allocateResults(PATHS, STEPS);
  const runs = [0, 1, 2].map(() => timed(() => simulatePaths(params, out, 0, PATHS)));
  const best = runs.reduce((a, b) => (b.wall < a.wall ? b : a));
  const naive = timed(() => simulatePathsNaive({ ...params, paths: NAIVE_PATHS }));
  const naivePerPath = naive.wall / NAIVE_PATHS;
  const ratio = (naivePerPath * PATHS) / best.wall;
  console.log(
    `simulator ${PATHS} paths × ${STEPS} steps: ${best.wall.toFixed(0)} ms wall (${best.cpu.toFixed(0)} ms CPU), goal ≤ ${TARGET_MS} ms`,
  );
  console.log(
    `naive object-per-trade loop: ${(naivePerPath * PATHS).toFixed(0)} ms for the same paths (measured on ${NAIVE_PATHS}); ${ratio.toFixed(1)}× faster, goal ≥ ${TARGET_RATIO}×`,
  );
  return Promise.resolve(best.wall <= TARGET_MS && ratio >= TARGET_RATIO);
}
