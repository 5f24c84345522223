import {
  createPublicClient,
  createWalletClient,
  custom,
  type Chain,
  type Hex,
  type PublicClient,
  type WalletClient,
  type Transport,
  type Account,
} from 'viem';
import { CHAIN_INFO, EVM_BRIDGE_CHAINS, type EvmBridgeChain } from '@shared/schemas/bridge';
import type { EmbeddedEvm, EmbeddedEvmChain } from '@local-evm';
import type { BridgeKeys } from './keys';

export interface EvmSide {
  chain: EvmBridgeChain;
  chainId: number;
  viemChain: Chain;
  rpcPath: string;
  public: PublicClient<Transport, Chain>;
  relayer: WalletClient<Transport, Chain, Account>;
  embedded: EmbeddedEvmChain;
  /** Runs relayer sends one at a time per chain, so each reads the nonce the previous one left. */
  serial<T>(work: () => Promise<T>): Promise<T>;
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: string };
}

/** viem over the embedded chain in process (no HTTP hop), the same JSON-RPC clients get on `/evm/<id>`. */
function inProcess(chain: EmbeddedEvmChain) {
  return custom({
    async request({ method, params }) {
      const answer = (await chain.handleOwn({ jsonrpc: '2.0', id: 1, method, params })) as RpcAnswer;
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      return answer.result;
    },
  });
}

export function evmRpcPath(chainId: number): string {
  return `/evm/${chainId}`;
}

export function evmSides(
  evm: EmbeddedEvm,
  keys: BridgeKeys,
  publicUrl: string,
): Map<EvmBridgeChain, EvmSide> {
  const sides = new Map<EvmBridgeChain, EvmSide>();
  for (const chain of EVM_BRIDGE_CHAINS) {
    const info = CHAIN_INFO[chain];
    const embedded = info.localChainId === null ? undefined : evm.chains.get(info.localChainId);
    if (!embedded || info.localChainId === null) continue;
    const rpcPath = evmRpcPath(info.localChainId);
    const viemChain: Chain = {
      id: info.localChainId,
      name: `${info.name} (local)`,
      nativeCurrency: { name: info.gasToken, symbol: info.gasToken, decimals: 18 },
      rpcUrls: { default: { http: [`${publicUrl}${rpcPath}`] } },
    };
    const transport = inProcess(embedded);
    let queue: Promise<unknown> = Promise.resolve();
    sides.set(chain, {
      chain,
      chainId: info.localChainId,
      viemChain,
      rpcPath,
      public: createPublicClient({ chain: viemChain, transport, pollingInterval: 50 }),
      relayer: createWalletClient({
        chain: viemChain,
        transport,
        account: keys.relayer,
        pollingInterval: 50,
      }),
      embedded,
      serial<T>(work: () => Promise<T>) {
        const next = queue.then(work, work);
        queue = next.catch(() => undefined);
        return next;
      },
    });
  }
  return sides;
}

export type { Hex };
