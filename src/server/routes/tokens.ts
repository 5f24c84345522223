import type { Address } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/tokens';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  checkBalance,
  estimateLaunchCost,
  listTokens,
  metadataDocument,
  planRevokeAuthorities,
  planTokenCreate,
  planUpdateMetadata,
  verifyToken,
} from '../services/tokens';
import { walletReadRpc } from './wallet-read-rpc';

/** Ten launches a minute per signed-in wallet. */
const launchGuards = { scriptCheck: true, rateLimit: perWalletLimit(10) } as const;

export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.createToken, launchGuards, async ({ body }, request) =>
    planTokenCreate(ctx, walletOf(request), {
      ...body,
      name: sanitizeText(body.name),
      symbol: sanitizeText(body.symbol),
      description: sanitizeText(body.description),
    }),
  );

  serve(api.revokeTokenAuthorities, { rateLimit: perWalletLimit(10) }, async ({ params, body }, request) =>
    planRevokeAuthorities(ctx, walletOf(request), params.mint as Address, body),
  );

  serve(api.updateTokenMetadata, launchGuards, async ({ params, body }, request) =>
    planUpdateMetadata(ctx, walletOf(request), params.mint as Address, {
      name: sanitizeText(body.name),
      symbol: sanitizeText(body.symbol),
    }),
  );

  serve(api.estimateTokenCost, {}, async ({ query }) => estimateLaunchCost(ctx, query));

  serve(api.listTokens, {}, async (_, request) => ({ tokens: await listTokens(ctx, walletOf(request)) }));

  serve(api.checkTokenBalance, {}, async ({ body }, request) =>
    checkBalance(ctx, body, (await walletReadRpc(ctx, request.wallet)).rpc),
  );

  serve(api.verifyToken, {}, async ({ body }, request) =>
    verifyToken(ctx, walletOf(request), body.tokenAddress),
  );

  serve(api.getTokenMetadata, {}, async ({ params }) =>
    metadataDocument(ctx, params.file.replace(/\.json$/, '')),
  );
}
