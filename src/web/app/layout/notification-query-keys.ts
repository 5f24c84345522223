import { listNotifications } from '@shared/api/notifications';
import { listOperations } from '@shared/api/operations';
import { endpointKey } from '@web/lib/api-endpoint';

/**
 * Under the operations prefix: whatever refreshes the activity lists after an operation
 * (`operationKeys.all()`) refreshes the bell too.
 */
export const notificationKeys = {
  list: (owner: string | null) => endpointKey(listOperations, listNotifications.path, owner),
};
