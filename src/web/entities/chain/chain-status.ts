import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/chain';
import { callEndpoint } from '@web/lib/api-endpoint';
import { chainKeys } from './query-keys';

export function getChainStatus() {
  return callEndpoint(api.getChainStatus);
}

/** One key and one (full) shape for every screen and the header, so the cluster is fetched once. */
export function chainStatusQueryOptions() {
  return queryOptions({ queryKey: chainKeys.status(), queryFn: getChainStatus });
}

export function useChainStatus() {
  return useQuery(chainStatusQueryOptions());
}
