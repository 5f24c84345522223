import { listFrameworks, listReports } from '@shared/api/compliance';
import { endpointKey } from '@web/lib/api-endpoint';

export const complianceKeys = {
  reports: (owner?: string | null) => (owner ? endpointKey(listReports, owner) : endpointKey(listReports)),
  frameworks: () => endpointKey(listFrameworks),
};
