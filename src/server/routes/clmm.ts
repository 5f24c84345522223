import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clmmHistoryQuerySchema, clmmRequestSchema } from '@shared/schemas/clmm';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  clmmPoolDetail,
  clmmPoolHistory,
  listClmmPools,
  listClmmPositions,
  planClmm,
} from '../services/clmm';

const poolParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Raydium CLMM screen: position actions (one transaction each), pools, liquidity by tick, positions. */
export function clmmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  app.post('/api/dex/raydium/clmm', { config: sensitive }, async (request) =>
    planClmm(ctx, walletOf(request), parse(clmmRequestSchema, request.body)),
  );
  app.get('/api/clmm/pools', { config: { auth: 'public' } }, async () => listClmmPools(ctx));
  app.get('/api/clmm/pools/:id/liquidity', { config: { auth: 'public' } }, async (request) =>
    clmmPoolDetail(ctx, parse(poolParams, request.params).id),
  );
  app.get('/api/clmm/pools/:id/history', { config: { auth: 'public' } }, async (request) =>
    clmmPoolHistory(
      ctx,
      parse(poolParams, request.params).id,
      parse(clmmHistoryQuerySchema, request.query).interval,
    ),
  );
  app.get('/api/clmm/positions', { config: { auth: 'wallet' } }, async (request) =>
    listClmmPositions(ctx, walletOf(request)),
  );
}
