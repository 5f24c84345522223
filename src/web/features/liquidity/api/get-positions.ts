import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionsResponseSchema } from '@shared/schemas/liquidity';
import { POSITIONS_URL, liquidityKeys } from '@web/entities/liquidity/query-keys';
import { apiJson } from '@web/lib/api-client';

/** Keyed by the signed-in wallet so another wallet's positions never show. */
export function positionsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: liquidityKeys.positions(owner),
    queryFn: () => apiJson('GET', POSITIONS_URL, undefined, positionsResponseSchema),
    enabled: Boolean(owner),
  });
}

export function usePositions(owner: string | null) {
  return useQuery(positionsQueryOptions(owner));
}
