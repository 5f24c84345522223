export const ANALYTICS_OVERVIEW_URL = '/api/analytics/overview';

export const analyticsKeys = {
  overview: () => [ANALYTICS_OVERVIEW_URL] as const,
};
