import { getSolxOverview, getWhitelistStatus } from '@shared/api/solx';
import { endpointKey } from '@web/lib/api-endpoint';

export const solxKeys = {
  overview: () => endpointKey(getSolxOverview),
  whitelist: (owner?: string | null) =>
    owner ? endpointKey(getWhitelistStatus, owner) : endpointKey(getWhitelistStatus),
};
