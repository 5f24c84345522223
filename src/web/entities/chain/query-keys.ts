import { FIRST_LOAD_PATHS } from '@shared/api/first-load-paths';
import { endpointKey } from '@web/lib/api-endpoint';

export const chainKeys = {
  status: () => endpointKey(FIRST_LOAD_PATHS.getChainStatus),
  insights: () => endpointKey(FIRST_LOAD_PATHS.getMarketInsights),
};
