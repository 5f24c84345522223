import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/analytics';
import { analyticsKeys } from '@web/entities/analytics/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getAnalyticsOverview() {
  return callEndpoint(api.getAnalyticsOverview);
}

export function analyticsOverviewQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.overview(), queryFn: getAnalyticsOverview });
}

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions());
}
