import type { FastifyInstance } from 'fastify';
import { stepUpBodySchema } from '@shared/schemas/auth';
import { settingsSchema } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { walletRpcProvider } from '../chain/wallet-rpc-provider';
import { consumeStepUp } from '../services/auth';
import { getSettings, saveSettings } from '../services/settings';
import { assertRpcChoice, walletRpcHealth } from './wallet-read-rpc';

/**
 * Settings of the signed-in wallet: display name, notifications, priority fee, explorer, RPC provider;
 * the cluster's health and that of the RPC the wallet's reads use.
 */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/settings', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const [stored, rpc] = await Promise.all([getSettings(ctx, wallet), walletRpcHealth(ctx, wallet)]);
    return { ...stored, rpc };
  });
  app.post(
    '/api/settings',
    { config: { auth: 'wallet', rateLimit: perWalletLimit(30) } },
    async (request) => {
      const wallet = walletOf(request);
      const settings = parse(settingsSchema, request.body);
      await assertRpcChoice(ctx, wallet, settings.rpcProvider);
      // Where the wallet's reads go is changed only with a fresh signature naming the new RPC.
      if ((await walletRpcProvider(ctx.database.db, wallet)) !== settings.rpcProvider) {
        const { stepUp } = parse(stepUpBodySchema, request.body);
        await consumeStepUp(ctx, wallet, { action: 'change_rpc', target: settings.rpcProvider }, stepUp);
      }
      const stored = await saveSettings(ctx, wallet, settings);
      return { ...stored, rpc: await walletRpcHealth(ctx, wallet) };
    },
  );
}
