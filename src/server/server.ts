import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { rpcRateLimit } from './plugins/rpc-rate-limit';
import { embeddedChainClient, remoteChainClient, type ChainClient } from './chain/client';
import {
  parseChainPrograms,
  startEmbeddedChain,
  startValidatorPorts,
  type FaucetLimits,
  type ValidatorListener,
  type ValidatorPorts,
} from '@local-validator';
import type { OperationDefinition } from './chain/pipeline/operation-definition';
import { operationRegistry } from './chain/pipeline/registry';
import { startEmbeddedEvm } from '@local-evm';
import { CHAIN_INFO } from '@shared/schemas/bridge';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { FEATURES } from './features';
import { ON_ANY_CONFIRMED, OPERATION_KINDS } from './operation-kinds';
import { startJobQueue } from './jobs/queue';
import type { Env, FaucetSettings } from './lib/env';
import { chooseLogFormat } from './lib/log-format';
import { createLogger } from './lib/logger';
import { loadPlatformKey } from './lib/platform-key';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /** The test-validator style listeners (embedded chain only). */
  validatorPorts: ValidatorPorts | null;
  close(): Promise<void>;
}

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface ServerOptions {
  webDir?: string;
  /** The operation kinds; tests add their own kinds to OPERATION_KINDS. */
  operations?: readonly OperationDefinition[];
}

/** env → db (migrate) → chain → jobs → http, in that order; `close` undoes it in reverse. */
export async function startServer(env: Env, opts: ServerOptions = {}): Promise<RunningServer> {
  const logger = createLogger(
    env.LOG_LEVEL,
    chooseLogFormat({
      requested: env.LOG_FORMAT,
      isTTY: process.stdout.isTTY === true,
      nodeEnv: process.env.NODE_ENV,
    }),
  );
  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    onMaintenanceError: (error) => logger.warn({ err: error }, 'database vacuum or analyse failed'),
  });
  const platform = await loadPlatformKey(env.PLATFORM_KEYPAIR, env.dataDir);
  let chain: ChainClient;
  if (env.SOLANA_RPC_URL) {
    chain = await remoteChainClient(env.SOLANA_RPC_URL, env.SOLANA_WS_URL);
  } else {
    const embedded = await startEmbeddedChain({
      dataDir: env.dataDir,
      logger,
      tickMs: env.CHAIN_TICK_MS,
      faucet: faucetLimits(env.faucet),
      rpcBatchMax: env.RPC_BATCH_MAX,
      programs: parseChainPrograms(env.CHAIN_PROGRAMS),
      accountsDir: env.CHAIN_ACCOUNTS,
      forkUrl: env.CHAIN_FORK_URL,
    });
    chain = embeddedChainClient(embedded, publicUrl);
  }
  const evmChainIds = Object.values(CHAIN_INFO).flatMap((c) =>
    c.localChainId === null ? [] : [c.localChainId],
  );
  const evmLimits = {
    callGasCap: BigInt(env.EVM_CALL_GAS_CAP),
    callTimeoutMs: env.EVM_CALL_TIMEOUT_MS,
    batchMax: env.EVM_BATCH_MAX,
  };
  const evm = chain.embedded
    ? await startEmbeddedEvm({ dataDir: env.dataDir, chainIds: evmChainIds, limits: evmLimits })
    : null;
  const jobs = await startJobQueue(database, logger);
  const operations = operationRegistry(opts.operations ?? OPERATION_KINDS, ON_ANY_CONFIRMED);
  const ctx: AppContext = { env, logger, database, chain, evm, jobs, platform, publicUrl, operations };
  const app = await buildApp(ctx, { webDir: opts.webDir ?? path.resolve(defaultWebDir) });
  await app.listen({ host: env.HOST, port: env.PORT });
  const validatorPorts = chain.embedded
    ? await startValidatorPorts(chain.embedded, {
        host: env.HOST,
        appPort: boundPort(app, env.PORT),
        rpcPort: env.RPC_PORT,
        ...rpcRateLimit(app, env),
      })
    : null;
  for (const listener of validatorPorts?.listeners ?? []) {
    if (listener.error) logger.warn({ port: listener.port }, validatorPortWarning(listener));
  }
  const stops: Array<() => void | Promise<void>> = [];
  for (const feature of FEATURES) {
    const stop = await feature.start?.(ctx);
    if (typeof stop === 'function') stops.unshift(stop);
  }
  return {
    app,
    ctx,
    url: publicUrl,
    validatorPorts,
    async close() {
      for (const stop of stops) await stop();
      await validatorPorts?.close();
      await app.close();
      await jobs.stop();
      await chain.embedded?.close();
      evm?.close();
      await database.close();
    },
  };
}

/** What is missing when a test-validator style port could not be bound, and the setting that fixes it. */
export function validatorPortWarning(listener: ValidatorListener): string {
  const missing = `${listener.error ?? 'not listening'}: ${listener.url} is not served`;
  if (listener.role === 'app-ws') {
    return `${missing}; web3.js clients of the /rpc URL need wsEndpoint (that URL with ws://), or set another PORT`;
  }
  return `${missing}; set RPC_PORT to another port (the next one is its WebSocket), or RPC_PORT=off`;
}

function faucetLimits(settings: FaucetSettings): FaucetLimits {
  const lamports = (sol: number | null) => (sol === null ? null : BigInt(Math.round(sol * 1e9)));
  return {
    maxLamportsPerAirdrop: lamports(settings.maxSol),
    airdropsPerMinute: settings.airdropsPerMinute,
    lamportsPerMinute: lamports(settings.solPerMinute),
  };
}

function boundPort(app: FastifyInstance, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}
