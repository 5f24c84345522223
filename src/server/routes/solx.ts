import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { grantFaucetSolx, joinWhitelist, solxOverview, whitelistStatus } from '../services/solx';

/** The SOLX token pages: on-chain overview, whitelist, and the local faucet. */
export function solxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/solx/overview', { config: { auth: 'public' } }, async () => solxOverview(ctx));

  app.get('/api/solx/whitelist', { config: { auth: 'wallet' } }, async (request) =>
    whitelistStatus(ctx, walletOf(request)),
  );
  app.post(
    '/api/solx/whitelist',
    { config: { auth: 'wallet', rateLimit: perWalletLimit(10) } },
    async (request) => joinWhitelist(ctx, walletOf(request)),
  );
  app.post(
    '/api/solx/faucet',
    { config: { auth: 'wallet', rateLimit: perWalletLimit(5) } },
    async (request) => grantFaucetSolx(ctx, walletOf(request)),
  );
}
