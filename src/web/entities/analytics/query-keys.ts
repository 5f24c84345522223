import { getAnalyticsOverview } from '@shared/api/analytics';
import { endpointKey } from '@web/lib/api-endpoint';

export const analyticsKeys = {
  overview: () => endpointKey(getAnalyticsOverview),
};
