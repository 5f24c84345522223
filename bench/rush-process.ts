import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RushCounters } from './rush-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./rush-server.ts', import.meta.url));

export interface RushServer {
  readonly url: string;
  readonly rpcUrl: string;
  counters(): Promise<RushCounters>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The real server in its own process (the two cores are shared with the wallets' client, as in use), on
 * the embedded chain and PGlite whatever the shell points at, loopback only, with an IPC channel for the
 * bench's counters (rush-server.ts).
 */
export async function startRushServer(dataDir: string, port: number): Promise<RushServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RPC_PORT: 'off',
      DATABASE_URL: undefined,
      SOLANA_RPC_URL: undefined,
      PUBLIC_URL: undefined,
      // The default limit (300/min per client) would answer a rush from one address with 429s.
      API_RATE_LIMIT: '1000000000',
      FAUCET_MAX_SOL: 'off',
      FAUCET_AIRDROPS_PER_MINUTE: 'off',
      FAUCET_SOL_PER_MINUTE: 'off',
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`server exited (${String(code)}) before it started:\n${output}`));
    child.once('exit', onExit);
    child.stdout?.on('data', () => {
      if (!output.includes('App:')) return;
      child.off('exit', onExit);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const send = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    rpcUrl: `${url}/rpc`,
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
    async stop() {
      send('SIGTERM');
      const stuck = setTimeout(() => send('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(stuck);
    },
  };
}
