import path from 'node:path';
import { loadEnv } from '@server/lib/env';
import { startServer } from '@server/server';
import { freePort, tempDataDir } from '../../tests/integration/helpers/server';

/** The production build served by the real server on a fresh embedded chain and database. */
export async function startAppServer() {
  const port = await freePort();
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDataDir(),
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT: '5000',
  });
  const server = await startServer(env, { webDir: path.resolve('dist/web') });
  return { ...server, rpcUrl: `${server.url}/rpc` };
}
