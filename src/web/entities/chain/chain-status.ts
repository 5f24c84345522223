import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@web/lib/api-endpoint';
import { chainContracts } from '@web/lib/first-load-contracts';
import { chainKeys } from './query-keys';

export async function getChainStatus() {
  return callEndpoint((await chainContracts()).getChainStatus);
}

/** One key and one (full) shape for every screen and the header, so the cluster is fetched once. */
export function chainStatusQueryOptions() {
  return queryOptions({ queryKey: chainKeys.status(), queryFn: getChainStatus });
}

export function useChainStatus() {
  return useQuery(chainStatusQueryOptions());
}
