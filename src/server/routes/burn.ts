import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/burn';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { burnStats, listBurns, planBurn } from '../services/burn';

/** Token Burner: plan a burn (the wallet signs it through the operation pipeline), history and stats. */
export function burnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(20) } as const;
  serve(api.burnTokens, sensitive, async ({ body }, request) =>
    planBurn(ctx, walletOf(request), { ...body, reason: sanitizeText(body.reason) }),
  );

  serve(api.listBurns, {}, async (_, request) => ({ burns: await listBurns(ctx, walletOf(request)) }));

  serve(api.getBurnStats, {}, async (_, request) => burnStats(ctx, walletOf(request)));
}
