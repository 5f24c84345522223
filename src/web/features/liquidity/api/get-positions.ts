import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLiquidityPositions } from '@shared/api/liquidity';
import { liquidityKeys } from '@web/entities/liquidity/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Keyed by the signed-in wallet so another wallet's positions never show. */
export function positionsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: liquidityKeys.positions(owner),
    queryFn: () => callEndpoint(listLiquidityPositions),
    enabled: Boolean(owner),
  });
}

export function usePositions(owner: string | null) {
  return useQuery(positionsQueryOptions(owner));
}
