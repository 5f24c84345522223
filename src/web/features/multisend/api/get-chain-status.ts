import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainStatusSchema, type ChainStatus } from '@shared/schemas/chain';
import { explorerUrl } from '@shared/solana/explorer';
import { apiJson } from '@web/lib/api-client';

/** Same key as the other screens, so the cluster is fetched once per session. */
export function chainStatusQueryOptions() {
  return queryOptions({
    queryKey: ['/api/chain/status'],
    queryFn: () => apiJson('GET', '/api/chain/status', undefined, chainStatusSchema),
  });
}

export function useChainStatus() {
  return useQuery(chainStatusQueryOptions());
}

export function txExplorerUrl(status: ChainStatus | undefined, signature: string): string | null {
  return status ? explorerUrl('tx', signature, { kind: status.cluster, rpcUrl: status.rpcUrl }) : null;
}

export function addressExplorerUrl(status: ChainStatus | undefined, address: string): string | null {
  return status ? explorerUrl('address', address, { kind: status.cluster, rpcUrl: status.rpcUrl }) : null;
}
