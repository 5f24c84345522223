import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsOverviewSchema } from '@shared/schemas/analytics';
import { apiJson } from '@web/lib/api-client';

export function getAnalyticsOverview() {
  return apiJson('GET', '/api/analytics/overview', undefined, analyticsOverviewSchema);
}

export function analyticsOverviewQueryOptions() {
  return queryOptions({ queryKey: ['/api/analytics/overview'], queryFn: getAnalyticsOverview });
}

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions());
}
