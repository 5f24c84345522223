import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/portfolio';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  addTrackedWallet,
  getPortfolio,
  listTrackedWallets,
  removeTrackedWallet,
} from '../services/portfolio';
import { walletReadRpc } from './wallet-read-rpc';

/** Portfolio Tracker: the signed-in wallet's tracked addresses and their holdings, P&L and value chart. */
export function portfolioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.getPortfolio, { rateLimit: perWalletLimit(60) }, async ({ query }, request) => {
    const owner = walletOf(request);
    return getPortfolio(ctx, owner, query, (await walletReadRpc(ctx, owner)).rpc);
  });
  serve(api.listTrackedWallets, {}, async (_, request) => ({
    wallets: await listTrackedWallets(ctx, walletOf(request)),
  }));
  serve(api.trackWallet, {}, async ({ body }, request) =>
    addTrackedWallet(ctx, walletOf(request), body.address),
  );
  serve(api.untrackWallet, {}, async ({ params }, request) =>
    removeTrackedWallet(ctx, walletOf(request), params.address),
  );
}
