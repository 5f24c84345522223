export const CHAIN_STATUS_URL = '/api/chain/status';
export const CHAIN_INSIGHTS_URL = '/api/chain/insights';

export const chainKeys = {
  status: () => [CHAIN_STATUS_URL] as const,
  insights: () => [CHAIN_INSIGHTS_URL] as const,
};
