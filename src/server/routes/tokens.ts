import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { balanceRequestSchema } from '@shared/schemas/balance';
import { tokenVerifyRequestSchema } from '@shared/schemas/token-verify';
import { tokenCreateSchema } from '@shared/schemas/tokens';
import { detectScriptPatterns, INVALID_TRANSACTION_DATA, sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireWallet } from '../plugins/session';
import {
  checkBalance,
  estimateLaunchCost,
  listTokens,
  metadataDocument,
  planTokenCreate,
  verifyToken,
} from '../services/tokens';

const estimateQuery = z.object({
  nameLength: z.coerce.number().int().min(1).max(50).default(32),
  symbolLength: z.coerce.number().int().min(1).max(10).default(10),
});

/** Ten launches a minute per signed-in wallet (checked after the session is known). */
const launchLimit = {
  max: 10,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.wallet ?? request.ip,
};

export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tokens/create', { config: { rateLimit: launchLimit } }, async (request) => {
    const wallet = requireWallet(request);
    if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
    const body = parse(tokenCreateSchema, request.body);
    return planTokenCreate(ctx, wallet, {
      ...body,
      name: sanitizeText(body.name),
      symbol: sanitizeText(body.symbol),
      description: sanitizeText(body.description),
    });
  });

  app.get('/api/tokens/estimate', async (request) => {
    const query = parse(estimateQuery, request.query);
    return estimateLaunchCost(ctx, {
      ...query,
    });
  });

  app.get('/api/tokens/list', async (request) => ({ tokens: await listTokens(ctx, requireWallet(request)) }));

  app.post('/api/tokens/balance', async (request) =>
    checkBalance(ctx, parse(balanceRequestSchema, request.body)),
  );

  app.post('/api/tokens/verify', async (request) => {
    const wallet = requireWallet(request);
    const { tokenAddress } = parse(tokenVerifyRequestSchema, request.body);
    return verifyToken(ctx, wallet, tokenAddress);
  });

  app.get<{ Params: { file: string } }>('/api/tokens/metadata/:file', async (request) => {
    const mint = request.params.file.replace(/\.json$/, '');
    return metadataDocument(ctx, mint);
  });
}
