import { NOTIFICATIONS_URL } from '@shared/schemas/notifications';
import { OPERATIONS_URL } from '@web/entities/operations/query-keys';

/**
 * Under the operations prefix: whatever refreshes the activity lists after an operation
 * (`operationKeys.all()`) refreshes the bell too.
 */
export const notificationKeys = {
  list: (owner: string | null) => [OPERATIONS_URL, NOTIFICATIONS_URL, owner] as const,
};
