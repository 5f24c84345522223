import { useQuery } from '@tanstack/react-query';
import { getAnalyticsOverview } from '@shared/api/analytics';
import { analyticsKeys } from '@web/entities/analytics/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useAnalyticsOverview() {
  return useQuery({
    queryKey: analyticsKeys.overview(),
    queryFn: () => callEndpoint(getAnalyticsOverview),
    refetchInterval: 30_000,
  });
}
