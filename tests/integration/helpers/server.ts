import { createServer } from 'node:net';
import path from 'node:path';
import type { OperationDefinition } from '@server/chain/pipeline/operation-definition';
import { loadEnv } from '@server/lib/env';
import { startServer, type RunningServer } from '@server/server';
import { tempDir } from '../../helpers/temp-dirs';
import { databaseFor, pgAdminUrl } from './postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A free port whose next port is free too (the server also serves its RPC WebSocket on port + 1). */
export async function freePortWithNext(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    if (port < 65535 && (await isFree(port + 1))) return port;
  }
  throw new Error('no free port whose next port is free too');
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export const tempDataDir = () => tempDir('solx-it-');

/**
 * The real server, in process, on the embedded chain with a fresh database (or the given data dir's):
 * PGlite, or under scripts/with-postgres.mjs a PostgreSQL database per data dir.
 * The test-validator style RPC port is off unless `env.RPC_PORT` asks for it, so files never fight over 8899.
 */
export async function startTestServer(
  opts: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    operations?: readonly OperationDefinition[];
  } = {},
) {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? tempDataDir();
  const env = loadEnv({
    // Not production: every answer is checked against its endpoint contract (a drifted one fails loudly).
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT: '10000',
    RPC_PORT: 'off',
    ...(pgAdminUrl ? { DATABASE_URL: await databaseFor(dataDir, pgAdminUrl) } : {}),
    ...opts.env,
  });
  const server: RunningServer = await startServer(env, {
    webDir: path.join(env.dataDir, 'no-web'),
    operations: opts.operations,
  });
  return { ...server, port, dataDir: env.dataDir, rpcUrl: `${server.url}/rpc` };
}
