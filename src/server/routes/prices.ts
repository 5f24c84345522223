import type { FastifyInstance } from 'fastify';
import { priceHistoryQuerySchema } from '@shared/schemas/prices';
import { addressSchema } from '@shared/solana/address';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { listPrices, priceHistory } from '../services/prices';

const mintParams = z.object({ mint: addressSchema('Invalid token address') });

export function priceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/prices', { config: { auth: 'public' } }, async () => listPrices(ctx));
  app.get('/api/prices/:mint/history', { config: { auth: 'public' } }, async (request) => {
    const { mint } = parse(mintParams, request.params);
    return priceHistory(ctx, mint, parse(priceHistoryQuerySchema, request.query).hours);
  });
}
