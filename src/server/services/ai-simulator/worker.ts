import { parentPort, workerData } from 'node:worker_threads';
import { allocateResults, simulatePaths } from '../../../shared/math/launch-sim';
import { DURATION_STEPS, type SimParams } from '../../../shared/math/launch-sim-model';
import { summarize } from '../../../shared/math/launch-sim-summary';

/** Runs the paths in chunks off the main thread, reporting progress after each chunk. */
const params = workerData as SimParams;
const CHUNK = 250;
const out = allocateResults(params.paths, DURATION_STEPS[params.duration]);
for (let from = 0; from < params.paths; from += CHUNK) {
  const to = Math.min(params.paths, from + CHUNK);
  simulatePaths(params, out, from, to);
  parentPort?.postMessage({ type: 'progress', done: to });
}
parentPort?.postMessage({ type: 'done', results: summarize(params, out) });
