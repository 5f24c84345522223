import { getChainStatus, getMarketInsights } from '@shared/api/chain';
import { endpointKey } from '@web/lib/api-endpoint';

export const chainKeys = {
  status: () => endpointKey(getChainStatus),
  insights: () => endpointKey(getMarketInsights),
};
