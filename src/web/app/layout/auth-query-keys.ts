import { getSession } from '@shared/api/auth';
import { endpointKey } from '@web/lib/api-endpoint';

export const authKeys = {
  session: () => endpointKey(getSession),
};
