import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBurns } from '@shared/api/burn';
import { burnKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getBurns() {
  return callEndpoint(listBurns);
}

/** Keyed by the signed-in wallet so another wallet's history never shows. */
export function burnsQueryOptions(owner?: string | null) {
  return queryOptions({
    queryKey: burnKeys.list(owner),
    queryFn: getBurns,
    enabled: Boolean(owner),
  });
}

export function useBurns(owner: string | null) {
  return useQuery(burnsQueryOptions(owner));
}
