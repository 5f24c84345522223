import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notifications';
import { notificationKeys } from './notification-query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import { notificationContracts } from '@web/lib/first-load-contracts';

/** Results of operations confirmed by the pipeline while the page stays open show up within this. */
export const NOTIFICATIONS_REFRESH_MS = 15_000;

export function useNotifications(owner: string | null) {
  return useQuery({
    queryKey: notificationKeys.list(owner),
    queryFn: async () => callEndpoint((await notificationContracts()).listNotifications),
    enabled: Boolean(owner),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    retry: false,
  });
}

/** Marks every result up to the newest listed one as read (stored per wallet on the server). */
export function useMarkNotificationsRead(owner: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (through: string) =>
      callEndpoint((await notificationContracts()).markNotificationsRead, { body: { through } }),
    onSuccess: (list: NotificationList) => queryClient.setQueryData(notificationKeys.list(owner), list),
  });
}
