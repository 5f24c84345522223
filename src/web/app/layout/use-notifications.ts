import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_READ_URL,
  NOTIFICATIONS_URL,
  notificationListSchema,
  type NotificationList,
} from '@shared/schemas/notifications';
import { notificationKeys } from './notification-query-keys';
import { apiJson } from '@web/lib/api-client';

/** Results of operations confirmed by the pipeline while the page stays open show up within this. */
export const NOTIFICATIONS_REFRESH_MS = 15_000;

export function useNotifications(owner: string | null) {
  return useQuery({
    queryKey: notificationKeys.list(owner),
    queryFn: () => apiJson('GET', NOTIFICATIONS_URL, undefined, notificationListSchema),
    enabled: Boolean(owner),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    retry: false,
  });
}

/** Marks every result up to the newest listed one as read (stored per wallet on the server). */
export function useMarkNotificationsRead(owner: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (through: string) =>
      apiJson('POST', NOTIFICATIONS_READ_URL, { through }, notificationListSchema),
    onSuccess: (list: NotificationList) => queryClient.setQueryData(notificationKeys.list(owner), list),
  });
}
