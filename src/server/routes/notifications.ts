import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATIONS_READ_URL,
  NOTIFICATIONS_URL,
  markNotificationsReadSchema,
} from '@shared/schemas/notifications';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';
import { listNotifications, markNotificationsRead } from '../services/notifications';

/** The header bell: the signed-in wallet's operation results and its read mark. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(NOTIFICATIONS_URL, { config: { auth: 'wallet' } }, async (request) =>
    listNotifications(ctx, walletOf(request)),
  );
  app.post(NOTIFICATIONS_READ_URL, { config: { auth: 'wallet' } }, async (request) => {
    const { through } = parse(markNotificationsReadSchema, request.body);
    return markNotificationsRead(ctx, walletOf(request), new Date(through));
  });
}
