import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { getSettings, saveSettings } from '../services/settings';

/** Settings of the signed-in wallet: display name, notifications, priority fee, explorer; cluster health. */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/settings', { config: { auth: 'wallet' } }, async (request) =>
    getSettings(ctx, walletOf(request)),
  );
  app.post('/api/settings', { config: { auth: 'wallet', rateLimit: perWalletLimit(30) } }, async (request) =>
    saveSettings(ctx, walletOf(request), parse(settingsSchema, request.body)),
  );
}
