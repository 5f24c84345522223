/**
 * The local validator: LiteSVM behind a Solana JSON-RPC + PubSub façade, with a write-ahead log and
 * snapshots on disk, a faucet and the solana-test-validator style ports. This file is its whole public
 * API; nothing outside src/local-validator imports anything else from it (lint enforces both ways: this
 * folder imports nothing from src/server, src/web or src/shared).
 */
import { createChain } from './chain';
import type { EmbeddedChain, EmbeddedChainOptions } from './embedded-chain';

export type { EmbeddedChain, EmbeddedChainOptions } from './embedded-chain';

/**
 * Starts LiteSVM behind a Solana JSON-RPC + PubSub façade. State lives in `${dataDir}/chain/`.
 * WebSocket clients use the same URL as HTTP with the ws:// scheme (e.g. ws://127.0.0.1:PORT/rpc).
 */
export async function startEmbeddedChain(opts: EmbeddedChainOptions): Promise<EmbeddedChain> {
  return createChain(opts);
}

export { DEFAULT_RPC_BATCH_MAX } from './rpc-router';
export { parseChainPrograms } from './programs';
export type { GenesisProgram } from './programs';
export { chainPaths } from './paths';
export type { ChainPaths } from './paths';
export { createInProcessTransport } from './in-process-transport';
export { startValidatorPorts } from './validator-ports';
export type {
  ListenerRole,
  ValidatorListener,
  ValidatorPorts,
  ValidatorPortsOptions,
} from './validator-ports';
export type { FaucetLimits } from './faucet';
export type { RpcRouteOptions } from './routes';
export type { Logger as ChainLogger } from './types';
