import { useQuery } from '@tanstack/react-query';
import { analyticsOverviewSchema } from '@shared/schemas/analytics';
import { ANALYTICS_OVERVIEW_URL, analyticsKeys } from '@web/entities/analytics/query-keys';
import { apiJson } from '@web/lib/api-client';

export function useAnalyticsOverview() {
  return useQuery({
    queryKey: analyticsKeys.overview(),
    queryFn: () => apiJson('GET', ANALYTICS_OVERVIEW_URL, undefined, analyticsOverviewSchema),
    refetchInterval: 30_000,
  });
}
