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
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';
import { dexBackend } from '../services/dex';

const swapGuards = { config: { auth: 'wallet', scriptCheck: true } } as const;

const poolParams = z.object({ id: z.string().min(32).max(44) });

export function dexRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dex = dexBackend(ctx);
  app.get('/api/dex/tokens', { config: { auth: 'public' } }, async () => dex.tokens());
  app.get('/api/dex/pools', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await dex.poolsJson()),
  );
  app.post('/api/dex/quote', { config: { auth: 'public' } }, async (request) =>
    dex.quote(parse(quoteRequestSchema, request.body), request.wallet),
  );
  app.post('/api/dex/raydium/quote', { config: { auth: 'public' } }, async (request) =>
    dex.raydiumQuote(parse(raydiumQuoteRequestSchema, request.body), request.wallet),
  );
  app.post('/api/dex/raydium/amm', swapGuards, async (request) =>
    dex.raydiumSwap(walletOf(request), parse(raydiumSwapRequestSchema, request.body)),
  );
  app.post('/api/dex/jupiter', swapGuards, async (request) =>
    dex.routeSwap(walletOf(request), parse(jupiterSwapRequestSchema, request.body)),
  );
  app.get('/api/dex/pools/:id/candles', { config: { auth: 'public' } }, async (request) => {
    const { id } = parse(poolParams, request.params);
    return dex.candles(id, parse(candleQuerySchema, request.query).interval);
  });
  app.get('/api/dex/pools/:id/trades', { config: { auth: 'public' } }, async (request) => {
    const { id } = parse(poolParams, request.params);
    return dex.trades(id, parse(tradesQuerySchema, request.query).limit);
  });
}
