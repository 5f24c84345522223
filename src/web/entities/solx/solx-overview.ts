import { queryOptions, useQuery } from '@tanstack/react-query';
import { solxOverviewSchema } from '@shared/schemas/solx';
import { apiJson } from '@web/lib/api-client';
import { SOLX_OVERVIEW_URL, solxKeys } from './query-keys';

/** The SOLX token as the chain and the DB have it now; shared by the token pages and staking. */
export function solxOverviewQueryOptions() {
  return queryOptions({
    queryKey: solxKeys.overview(),
    queryFn: () => apiJson('GET', SOLX_OVERVIEW_URL, undefined, solxOverviewSchema),
    refetchInterval: 30_000,
  });
}

export function useSolxOverview() {
  return useQuery(solxOverviewQueryOptions());
}
