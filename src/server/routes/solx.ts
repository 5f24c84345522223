import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/solx';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { grantFaucetSolx, joinWhitelist, solxOverview, whitelistStatus } from '../services/solx';

/** The SOLX token pages: on-chain overview, whitelist, and the local faucet. */
export function solxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.getSolxOverview, {}, async () => solxOverview(ctx));
  serve(api.getWhitelistStatus, {}, async (_, request) => whitelistStatus(ctx, walletOf(request)));
  serve(api.joinWhitelist, { rateLimit: perWalletLimit(10) }, async (_, request) =>
    joinWhitelist(ctx, walletOf(request)),
  );
  serve(api.requestFaucetSolx, { rateLimit: perWalletLimit(5) }, async (_, request) =>
    grantFaucetSolx(ctx, walletOf(request)),
  );
}
