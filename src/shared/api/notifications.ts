import {
  markNotificationsReadSchema,
  notificationListSchema,
} from '../schemas/notifications';
import { endpoint } from './endpoint';

const tag = 'Notifications';

/** The header bell's list of the signed-in wallet's finished operations. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's latest operation results and how many are unread",
  response: notificationListSchema,
});

/** Marks results up to a time as read; answers the list as it now stands. */
export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/notifications/read',
  auth: 'wallet',
  tag,
  summary: 'Marks every result finished up to `through` as read',
  body: markNotificationsReadSchema,
  response: notificationListSchema,
  examples: { body: { through: '2026-11-27T10:00:00.000Z' } },
});
