/**
 * Embedded EVM chains: @ethereumjs/vm behind standard Ethereum JSON-RPC, one endpoint per chain id,
 * state journaled under the data directory. This file is the module's whole public API; like the local
 * validator it imports nothing from src/server, src/web or src/shared.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EvmChain } from './evm-chain';
import { handleEvmRpc } from './rpc-router';
import { DEFAULT_EVM_LIMITS, type EvmLimits, type Hex } from './types';

export interface EmbeddedEvmChain {
  readonly chainId: number;
  /** One JSON-RPC body (object or batch), answered as JSON-ready values (viem's `custom` transport). */
  handle(body: unknown): Promise<unknown>;
  /**
   * The same for the app's own calls in process (the bridge relayer): they queue behind clients' work
   * but are never refused for it (`EvmLimits.queuedGasMax`).
   */
  handleOwn(body: unknown): Promise<unknown>;
  /** Credits gas tokens to an address (the local faucet); persisted like a transaction. */
  fund(address: Hex, wei: bigint): Promise<void>;
  balanceOf(address: Hex): Promise<bigint>;
  blockNumber(): bigint;
}

export interface EmbeddedEvm {
  chains: ReadonlyMap<number, EmbeddedEvmChain>;
  /** POST `${prefix}/<chainId>` (default `/evm`) answers JSON-RPC for that chain. */
  registerRoutes(app: FastifyInstance, prefix?: string): void;
  close(): void;
}

/** Opens (replaying each chain's journal) or creates the chains; `dataDir: null` keeps them in memory. */
export async function startEmbeddedEvm(opts: {
  dataDir: string | null;
  chainIds: readonly number[];
  /** Gas cap, time limit and batch size of one request; defaults in DEFAULT_EVM_LIMITS. */
  limits?: Partial<EvmLimits>;
}): Promise<EmbeddedEvm> {
  const dir = opts.dataDir ? path.join(opts.dataDir, 'evm') : null;
  const limits = { ...DEFAULT_EVM_LIMITS, ...opts.limits };
  const opened = new Map<number, EvmChain>();
  for (const chainId of opts.chainIds) opened.set(chainId, await EvmChain.open(chainId, dir, limits));
  const chains = new Map<number, EmbeddedEvmChain>();
  for (const [chainId, chain] of opened) {
    chains.set(chainId, {
      chainId,
      handle: (body) => handleEvmRpc(chain, body),
      handleOwn: (body) => handleEvmRpc(chain, body, true),
      fund: (address, wei) => chain.fund(address, wei),
      balanceOf: (address) => chain.balanceOf(address),
      blockNumber: () => chain.head.number,
    });
  }
  return {
    chains,
    registerRoutes(app, prefix = '/evm') {
      app.post<{ Params: { chainId: string } }>(
        `${prefix}/:chainId`,
        { config: { auth: 'public' } },
        async (request, reply) => {
          const chain = opened.get(Number(request.params.chainId));
          if (!chain || !/^\d+$/.test(request.params.chainId)) {
            return reply
              .status(404)
              .send({ jsonrpc: '2.0', id: null, error: { code: -32601, message: 'unknown chain id' } });
          }
          return handleEvmRpc(chain, request.body);
        },
      );
    },
    close() {
      for (const chain of opened.values()) chain.close();
    },
  };
}

export { DEFAULT_EVM_LIMITS } from './types';
export type { EvmLimits, Hex } from './types';
