import { listNotifications } from '@shared/api/notifications';
import { OPERATIONS_URL } from '@web/entities/operations/query-keys';

/**
 * Under the operations prefix: whatever refreshes the activity lists after an operation
 * (`operationKeys.all()`) refreshes the bell too.
 */
export const notificationKeys = {
  list: (owner: string | null) => [OPERATIONS_URL, listNotifications.path, owner] as const,
};
