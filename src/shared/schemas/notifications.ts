import { z } from 'zod';

export const NOTIFICATIONS_URL = '/api/notifications';
export const NOTIFICATIONS_READ_URL = '/api/notifications/read';
/** How many of the latest results the bell lists. */
export const NOTIFICATION_LIMIT = 20;

/** One finished operation of the signed-in wallet, as the header bell lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  /** What it was about (token symbol, pair, recipients), when the summary says. */
  detail: z.string().nullable(),
  status: z.enum(['confirmed', 'failed']),
  error: z.string().nullable(),
  signature: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  finishedAt: z.string(),
  unread: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Results finished since the wallet last opened the list (all of them, not only the listed ones). */
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markNotificationsReadSchema = z.object({
  /** The newest `finishedAt` the wallet saw: later results stay unread. */
  through: z.iso.datetime({ message: 'Invalid date', offset: true }),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

const KIND_TITLES: Record<string, string> = {
  token_create: 'Token created',
  token_burn: 'Tokens burned',
  token_authority_revoke: 'Authorities revoked',
  token_metadata_update: 'Metadata updated',
  multisend: 'Bulk send',
  dex_swap: 'Swap',
  jupiter_swap: 'Jupiter swap',
  liquidity: 'Liquidity',
};

/** "token_create" → "Token created"; unknown kinds read as their words. */
export function operationTitle(kind: string): string {
  const known = KIND_TITLES[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Operation';
}
