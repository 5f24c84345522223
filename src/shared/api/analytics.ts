import { analyticsOverviewSchema } from '../schemas/analytics';
import { endpoint } from './endpoint';

const tag = 'Analytics';

export const getAnalyticsOverview = endpoint({
  method: 'GET',
  path: '/api/analytics/overview',
  auth: 'public',
  tag,
  summary: "The platform's totals: tokens launched, volume, users and their trends",
  response: analyticsOverviewSchema,
});
