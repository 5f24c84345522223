import type { FastifyInstance } from 'fastify';
import { portfolioQuerySchema, trackWalletSchema } from '@shared/schemas/portfolio';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
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
  const wallet = { auth: 'wallet' } as const;
  app.get('/api/portfolio', { config: { ...wallet, rateLimit: perWalletLimit(60) } }, async (request) => {
    const owner = walletOf(request);
    const query = parse(portfolioQuerySchema, request.query);
    return getPortfolio(ctx, owner, query, (await walletReadRpc(ctx, owner)).rpc);
  });
  app.get('/api/portfolio/wallets', { config: wallet }, async (request) => ({
    wallets: await listTrackedWallets(ctx, walletOf(request)),
  }));
  app.post('/api/portfolio/wallets', { config: wallet }, async (request) => {
    const { address } = parse(trackWalletSchema, request.body);
    return addTrackedWallet(ctx, walletOf(request), address);
  });
  app.delete<{ Params: { address: string } }>(
    '/api/portfolio/wallets/:address',
    { config: wallet },
    async (request) => {
      const { address } = parse(trackWalletSchema, request.params);
      return removeTrackedWallet(ctx, walletOf(request), address);
    },
  );
}
