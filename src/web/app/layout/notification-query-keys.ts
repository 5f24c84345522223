import { FIRST_LOAD_PATHS } from '@shared/api/first-load-paths';
import { endpointKey } from '@web/lib/api-endpoint';

/**
 * Under the operations prefix: whatever refreshes the activity lists after an operation
 * (`operationKeys.all()`) refreshes the bell too.
 */
export const notificationKeys = {
  list: (owner: string | null) =>
    endpointKey(FIRST_LOAD_PATHS.listOperations, FIRST_LOAD_PATHS.listNotifications.path, owner),
};
