import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSolxOverview } from '@shared/api/solx';
import { callEndpoint } from '@web/lib/api-endpoint';
import { solxKeys } from './query-keys';

/** The SOLX token as the chain and the DB have it now; shared by the token pages and staking. */
export function solxOverviewQueryOptions() {
  return queryOptions({
    queryKey: solxKeys.overview(),
    queryFn: () => callEndpoint(getSolxOverview),
    refetchInterval: 30_000,
  });
}

export function useSolxOverview() {
  return useQuery(solxOverviewQueryOptions());
}
