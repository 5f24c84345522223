import type { ChainStatus } from '@shared/schemas/chain';
import { explorerUrl } from '@shared/solana/explorer';

/** Explorer account page on the server's cluster; null until the cluster is known. */
export function accountExplorerUrl(status: ChainStatus | undefined, address: string): string | null {
  return status ? explorerUrl('address', address, { kind: status.cluster, rpcUrl: status.rpcUrl }) : null;
}

export function txExplorerUrl(status: ChainStatus | undefined, signature: string): string | null {
  return status ? explorerUrl('tx', signature, { kind: status.cluster, rpcUrl: status.rpcUrl }) : null;
}
