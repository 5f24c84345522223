import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '@server/lib/env';
import { startServer } from '@server/server';
import { freePort, tempDataDir } from '../../tests/integration/helpers/server';
import { launchBrowser } from './browser';

/** The production build served by the real server on a fresh embedded chain and database. */
export async function startAppServer() {
  const port = await freePort();
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDataDir(),
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT: '5000',
    RPC_PORT: 'off',
  });
  const server = await startServer(env, { webDir: path.resolve('dist/web') });
  return { ...server, rpcUrl: `${server.url}/rpc` };
}

/** Starts the app and a browser for one test file and stops both after it. */
export function useAppAndBrowser() {
  const state = {} as { server: Awaited<ReturnType<typeof startAppServer>>; browser: Browser };
  beforeAll(async () => {
    state.server = await startAppServer();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return state;
}
