import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFor, pgAdminUrl } from './postgres';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  readonly url: string;
  /** The process itself (with `ipc`, for messages to an entry that listens for them). */
  readonly child: ChildProcess;
  readonly rpcUrl: string;
  /** SIGKILL to the whole process group: no shutdown code runs, as in a power cut of the process. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The real server (`src/server/main.ts`, or another `entry` that starts it and prints `App: <url>`) in a
 * process of its own, ready once it printed its URL. Its database is PGlite in the data dir, or under
 * scripts/with-postgres.mjs the data dir's PostgreSQL one.
 */
export async function spawnServer(opts: {
  dataDir: string;
  port: number;
  entry?: string;
  env?: Record<string, string | undefined>;
  /** Open an IPC channel to the process. */
  ipc?: boolean;
}): Promise<ChildServer> {
  const entry = opts.entry ?? path.join('src', 'server', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    detached: true,
    stdio: opts.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'error',
      API_RATE_LIMIT: '100000',
      RPC_PORT: 'off',
      ...(pgAdminUrl ? { DATABASE_URL: await databaseFor(opts.dataDir, pgAdminUrl) } : {}),
      ...opts.env,
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
  const url = `http://127.0.0.1:${opts.port}`;
  const send = (name: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const signal = async (name: NodeJS.Signals) => {
    send(name);
    // A graceful stop that hangs is ended after 15 s.
    const stuck = name === 'SIGKILL' ? undefined : setTimeout(() => send('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(stuck);
  };
  return {
    url,
    rpcUrl: `${url}/rpc`,
    child,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
