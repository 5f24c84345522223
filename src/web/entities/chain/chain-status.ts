import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainStatusSchema } from '@shared/schemas/chain';
import { apiJson } from '@web/lib/api-client';
import { CHAIN_STATUS_URL, chainKeys } from './query-keys';

export function getChainStatus() {
  return apiJson('GET', CHAIN_STATUS_URL, undefined, chainStatusSchema);
}

/** One key and one (full) shape for every screen and the header, so the cluster is fetched once. */
export function chainStatusQueryOptions() {
  return queryOptions({ queryKey: chainKeys.status(), queryFn: getChainStatus });
}

export function useChainStatus() {
  return useQuery(chainStatusQueryOptions());
}
