import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKeys } from '@web/entities/operations/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import { operationContracts } from '@web/lib/first-load-contracts';

export const RECENT_OPERATIONS_LIMIT = 10;

export async function getRecentOperations() {
  return callEndpoint((await operationContracts()).listOperations, {
    query: { limit: RECENT_OPERATIONS_LIMIT },
  });
}

/** The signed-in wallet's latest operations; keyed by wallet so a switch never shows another wallet's rows. */
export function recentOperationsQueryOptions(owner?: string | null) {
  return queryOptions({
    queryKey: operationKeys.list(owner),
    queryFn: getRecentOperations,
    enabled: Boolean(owner),
  });
}

export function useRecentOperations(owner: string | null) {
  return useQuery(recentOperationsQueryOptions(owner));
}
