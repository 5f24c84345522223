import { fileURLToPath } from 'node:url';
import { spawnServer } from '../tests/integration/helpers/child-server';
import type { RushCounters } from './rush-server';
import { BENCH_SERVER_ENV } from './server-env';

const entry = fileURLToPath(new URL('./rush-server.ts', import.meta.url));

export interface RushServer {
  readonly url: string;
  readonly rpcUrl: string;
  counters(): Promise<RushCounters>;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (the two cores are shared with the wallets' client, as in use), on
 * the embedded chain and PGlite whatever the shell points at, loopback only, with an IPC channel for the
 * bench's counters (rush-server.ts).
 */
export async function startRushServer(
  dataDir: string,
  port: number,
  profileFile?: string,
): Promise<RushServer> {
  const server = await spawnServer({
    dataDir,
    port,
    entry,
    ipc: true,
    env: {
      ...BENCH_SERVER_ENV,
      FAUCET_MAX_SOL: 'off',
      FAUCET_AIRDROPS_PER_MINUTE: 'off',
      FAUCET_SOL_PER_MINUTE: 'off',
      RUSH_CPU_PROF: profileFile,
    },
  });
  const { child } = server;
  return {
    url: server.url,
    rpcUrl: server.rpcUrl,
    counters: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the server did not answer for its counters')),
          10_000,
        );
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve(message as RushCounters);
        });
        child.send('counters');
      }),
    stop: () => server.stop(),
  };
}
