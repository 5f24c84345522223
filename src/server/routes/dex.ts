import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  candleQuerySchema,
  jupiterSwapRequestSchema,
  quoteRequestSchema,
  raydiumQuoteRequestSchema,
  raydiumSwapRequestSchema,
  tradesQuerySchema,
} from '@shared/schemas/dex';
import { detectScriptPatterns, INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireWallet } from '../plugins/session';
import { dexBackend } from '../services/dex';

const poolParams = z.object({ id: z.string().min(32).max(44) });

export function dexRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dex = dexBackend(ctx);
  app.get('/api/dex/tokens', async () => dex.tokens());
  app.get('/api/dex/pools', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await dex.poolsJson()),
  );
  app.post('/api/dex/quote', async (request) =>
    dex.quote(parse(quoteRequestSchema, request.body), request.wallet),
  );
  app.post('/api/dex/raydium/quote', async (request) =>
    dex.raydiumQuote(parse(raydiumQuoteRequestSchema, request.body), request.wallet),
  );
  app.post('/api/dex/raydium/amm', async (request) => {
    const wallet = requireWallet(request);
    if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
    return dex.raydiumSwap(wallet, parse(raydiumSwapRequestSchema, request.body));
  });
  app.post('/api/dex/jupiter', async (request) => {
    const wallet = requireWallet(request);
    if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
    return dex.routeSwap(wallet, parse(jupiterSwapRequestSchema, request.body));
  });
  app.get('/api/dex/pools/:id/candles', async (request) => {
    const { id } = parse(poolParams, request.params);
    return dex.candles(id, parse(candleQuerySchema, request.query).interval);
  });
  app.get('/api/dex/pools/:id/trades', async (request) => {
    const { id } = parse(poolParams, request.params);
    return dex.trades(id, parse(tradesQuerySchema, request.query).limit);
  });
}
