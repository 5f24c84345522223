import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { balanceRequestSchema } from '@shared/schemas/balance';
import { tokenVerifyRequestSchema } from '@shared/schemas/token-verify';
import { tokenCreateSchema } from '@shared/schemas/tokens';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  checkBalance,
  estimateLaunchCost,
  listTokens,
  metadataDocument,
  planTokenCreate,
  verifyToken,
} from '../services/tokens';
import { walletReadRpc } from './wallet-read-rpc';

const estimateQuery = z.object({
  nameLength: z.coerce.number().int().min(1).max(50).default(32),
  symbolLength: z.coerce.number().int().min(1).max(10).default(10),
});

/** Ten launches a minute per signed-in wallet. */
const launchGuards = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(10) } as const;

export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tokens/create', { config: launchGuards }, async (request) => {
    const body = parse(tokenCreateSchema, request.body);
    return planTokenCreate(ctx, walletOf(request), {
      ...body,
      name: sanitizeText(body.name),
      symbol: sanitizeText(body.symbol),
      description: sanitizeText(body.description),
    });
  });

  app.get('/api/tokens/estimate', { config: { auth: 'public' } }, async (request) => {
    const query = parse(estimateQuery, request.query);
    return estimateLaunchCost(ctx, {
      ...query,
    });
  });

  app.get('/api/tokens/list', { config: { auth: 'wallet' } }, async (request) => ({
    tokens: await listTokens(ctx, walletOf(request)),
  }));

  app.post('/api/tokens/balance', { config: { auth: 'public' } }, async (request) => {
    const req = parse(balanceRequestSchema, request.body);
    return checkBalance(ctx, req, (await walletReadRpc(ctx, request.wallet)).rpc);
  });

  app.post('/api/tokens/verify', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const { tokenAddress } = parse(tokenVerifyRequestSchema, request.body);
    return verifyToken(ctx, wallet, tokenAddress);
  });

  app.get<{ Params: { file: string } }>(
    '/api/tokens/metadata/:file',
    { config: { auth: 'public' } },
    async (request) => {
      const mint = request.params.file.replace(/\.json$/, '');
      return metadataDocument(ctx, mint);
    },
  );
}
