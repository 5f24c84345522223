import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsOverviewSchema } from '@shared/schemas/analytics';
import { ANALYTICS_OVERVIEW_URL, analyticsKeys } from '@web/entities/analytics/query-keys';
import { apiJson } from '@web/lib/api-client';

export function getAnalyticsOverview() {
  return apiJson('GET', ANALYTICS_OVERVIEW_URL, undefined, analyticsOverviewSchema);
}

export function analyticsOverviewQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.overview(), queryFn: getAnalyticsOverview });
}

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions());
}
