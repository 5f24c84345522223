import { fileURLToPath } from 'node:url';
import { spawnServer } from '../tests/integration/helpers/child-server';
import type { RushCounters } from './rush-server';

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
      // As users run it (npm start): the answers' contract checks are for tests.
      NODE_ENV: 'production',
      DATABASE_URL: undefined,
      SOLANA_RPC_URL: undefined,
      PUBLIC_URL: undefined,
      // The default limit (300/min per client) would answer a rush from one address with 429s.
      API_RATE_LIMIT: '1000000000',
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
