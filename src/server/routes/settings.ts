import type { FastifyInstance } from 'fastify';
import { getSettings, saveSettings } from '@shared/api/settings';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { walletRpcProvider } from '../chain/wallet-rpc-provider';
import { consumeStepUp } from '../services/auth';
import * as settings from '../services/settings';
import { assertRpcChoice, walletRpcHealth } from './wallet-read-rpc';

/**
 * Settings of the signed-in wallet: display name, notifications, priority fee, explorer, RPC provider;
 * the cluster's health and that of the RPC the wallet's reads use.
 */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(getSettings, {}, async (_, request) => {
    const wallet = walletOf(request);
    const [stored, rpc] = await Promise.all([settings.getSettings(ctx, wallet), walletRpcHealth(ctx, wallet)]);
    return { ...stored, rpc };
  });
  serve(saveSettings, { rateLimit: perWalletLimit(30) }, async ({ body }, request) => {
    const wallet = walletOf(request);
    const { stepUp, ...chosen } = body;
    await assertRpcChoice(ctx, wallet, chosen.rpcProvider);
    // Where the wallet's reads go is changed only with a fresh signature naming the new RPC.
    if ((await walletRpcProvider(ctx.database.db, wallet)) !== chosen.rpcProvider)
      await consumeStepUp(ctx, wallet, { action: 'change_rpc', target: chosen.rpcProvider }, stepUp);
    const stored = await settings.saveSettings(ctx, wallet, chosen);
    return { ...stored, rpc: await walletRpcHealth(ctx, wallet) };
  });
}
