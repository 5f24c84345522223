import { Worker } from 'node:worker_threads';
import type { SimParams } from '@shared/math/launch-sim-model';
import type { SimulationResults } from '@shared/schemas/ai-simulator';

type Message = { type: 'progress'; done: number } | { type: 'done'; results: SimulationResults };

/** Runs one simulation in a worker thread; `onProgress` gets the share of paths done (0–100). */
export function runInWorker(
  params: SimParams,
  onProgress: (pct: number) => void,
): Promise<SimulationResults> {
  return new Promise((resolve, reject) => {
    // The server runs TypeScript through tsx; the worker registers it before loading its module.
    const url = new URL('./worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: params });
    let settled = false;
    worker.on('message', (message: Message) => {
      if (message.type === 'progress') onProgress(Math.round((message.done / params.paths) * 100));
      else {
        settled = true;
        resolve(message.results);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`simulation worker exited with code ${code}`));
    });
  });
}
