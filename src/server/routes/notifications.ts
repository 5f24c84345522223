import type { FastifyInstance } from 'fastify';
import { listNotifications, markNotificationsRead } from '@shared/api/notifications';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { walletOf } from '../plugins/guards';
import * as notifications from '../services/notifications';

/** The header bell: the signed-in wallet's operation results and its read mark. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(listNotifications, {}, async (_, request) => notifications.listNotifications(ctx, walletOf(request)));
  serve(markNotificationsRead, {}, async ({ body }, request) =>
    notifications.markNotificationsRead(ctx, walletOf(request), new Date(body.through)),
  );
}
