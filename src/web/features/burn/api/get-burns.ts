import { queryOptions, useQuery } from '@tanstack/react-query';
import { burnListSchema } from '@shared/schemas/burn';
import { BURNS_URL, burnKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getBurns() {
  return apiJson('GET', BURNS_URL, undefined, burnListSchema);
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
