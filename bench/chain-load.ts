import { fork } from 'node:child_process';
import type { LoadRequest, LoadResult } from './chain-load-generator';

/** Runs the load generator in a child process (it inherits tsx's loader through execArgv). */
export function runLoad(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./chain-load-generator.ts', import.meta.url));
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with code ${code}`));
    });
    child.send(request);
  });
}
