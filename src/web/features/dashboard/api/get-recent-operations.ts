import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationListSchema } from '@shared/schemas/operations';
import { OPERATIONS_URL, operationKeys } from '@web/entities/operations/query-keys';
import { apiJson } from '@web/lib/api-client';

export const RECENT_OPERATIONS_LIMIT = 10;

export function getRecentOperations() {
  return apiJson('GET', `${OPERATIONS_URL}?limit=${RECENT_OPERATIONS_LIMIT}`, undefined, operationListSchema);
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
