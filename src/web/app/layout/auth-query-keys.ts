import { FIRST_LOAD_PATHS } from '@shared/api/first-load-paths';
import { endpointKey } from '@web/lib/api-endpoint';

export const authKeys = {
  session: () => endpointKey(FIRST_LOAD_PATHS.getSession),
};
