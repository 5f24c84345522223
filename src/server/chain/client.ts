import { createSolanaRpc, createSolanaRpcFromTransport, type Rpc, type SolanaRpcApi } from '@solana/kit';
import type { ClusterKind } from '@shared/solana/explorer';
import { createInProcessTransport, type EmbeddedChain } from '@local-validator';
import { clusterFromGenesis, clusterLabel } from './cluster';

export interface ClusterInfo {
  kind: ClusterKind;
  label: string;
  rpcUrl: string;
  wsUrl: string;
}

export interface ChainClient {
  rpc: Rpc<SolanaRpcApi>;
  cluster: ClusterInfo;
  /** The in-process chain when running embedded; null on a real cluster. */
  embedded: EmbeddedChain | null;
}

export function embeddedChainClient(chain: EmbeddedChain, publicUrl: string): ChainClient {
  const rpcUrl = `${publicUrl}/rpc`;
  return {
    rpc: createSolanaRpcFromTransport(createInProcessTransport(chain)),
    cluster: { kind: 'local', label: clusterLabel('local'), rpcUrl, wsUrl: rpcUrl.replace(/^http/, 'ws') },
    embedded: chain,
  };
}

export async function remoteChainClient(rpcUrl: string, wsUrl?: string): Promise<ChainClient> {
  const rpc = createSolanaRpc(rpcUrl);
  const genesis = await rpc.getGenesisHash().send();
  const kind = clusterFromGenesis(genesis);
  return {
    rpc,
    cluster: { kind, label: clusterLabel(kind), rpcUrl, wsUrl: wsUrl ?? rpcUrl.replace(/^http/, 'ws') },
    embedded: null,
  };
}
