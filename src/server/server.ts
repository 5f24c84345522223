import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { embeddedChainClient, remoteChainClient, type ChainClient } from './chain/client';
import { startEmbeddedChain } from './chain/embedded';
import { startConfirmWorker } from './chain/pipeline/confirm';
import { startExpirySweep } from './chain/pipeline/expire';
import { startExchange } from './exchange/engine';
import { startBatchReconciliation } from './services/multisend';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { startJobQueue } from './jobs/queue';
import type { Env } from './lib/env';
import { createLogger } from './lib/logger';
import { loadPlatformKey } from './lib/platform-key';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  close(): Promise<void>;
}

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** env → db (migrate) → chain → jobs → http, in that order; `close` undoes it in reverse. */
export async function startServer(env: Env, opts: { webDir?: string } = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const platform = await loadPlatformKey(env.PLATFORM_KEYPAIR, env.dataDir);
  let chain: ChainClient;
  if (env.SOLANA_RPC_URL) {
    chain = await remoteChainClient(env.SOLANA_RPC_URL, env.SOLANA_WS_URL);
  } else {
    const embedded = await startEmbeddedChain({ dataDir: env.dataDir, logger, tickMs: env.CHAIN_TICK_MS });
    chain = embeddedChainClient(embedded, publicUrl);
  }
  const jobs = await startJobQueue(database, logger);
  const ctx: AppContext = { env, logger, database, chain, jobs, platform, publicUrl };
  const app = await buildApp(ctx, { webDir: opts.webDir ?? path.resolve(defaultWebDir) });
  await app.listen({ host: env.HOST, port: env.PORT });
  await startConfirmWorker(ctx);
  // Money bookkeeping is checked against the chain after every start, not only trusted.
  await startBatchReconciliation(ctx);
  const stopExpiry = startExpirySweep(ctx);
  const stopExchange = await startExchange(ctx);
  return {
    app,
    ctx,
    url: publicUrl,
    async close() {
      stopExchange();
      await stopExpiry();
      await app.close();
      await jobs.stop();
      await chain.embedded?.close();
      await database.close();
    },
  };
}
