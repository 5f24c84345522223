import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionsResponseSchema } from '@shared/schemas/liquidity';
import { apiJson } from '@web/lib/api-client';

export const POSITIONS_URL = '/api/liquidity/positions';

/** Keyed by the signed-in wallet so another wallet's positions never show. */
export function positionsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: [POSITIONS_URL, owner],
    queryFn: () => apiJson('GET', POSITIONS_URL, undefined, positionsResponseSchema),
    enabled: Boolean(owner),
  });
}

export function usePositions(owner: string | null) {
  return useQuery(positionsQueryOptions(owner));
}
