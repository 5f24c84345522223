import type { FastifyInstance } from 'fastify';
import {
  listClmmPoolHistory,
  listClmmPoolLiquidity,
  listClmmPools,
  listClmmPositions,
  planClmmPosition,
} from '@shared/api/clmm';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as clmm from '../services/clmm';

/** Raydium CLMM screen: position actions (one transaction each), pools, liquidity by tick, positions. */
export function clmmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  serve(planClmmPosition, sensitive, async ({ body }, request) =>
    clmm.planClmm(ctx, walletOf(request), body),
  );
  serve(listClmmPools, {}, async () => clmm.listClmmPools(ctx));
  serve(listClmmPoolLiquidity, {}, async ({ params }) => clmm.clmmPoolDetail(ctx, params.id));
  serve(listClmmPoolHistory, {}, async ({ params, query }) =>
    clmm.clmmPoolHistory(ctx, params.id, query.interval),
  );
  serve(listClmmPositions, {}, async (_, request) => clmm.listClmmPositions(ctx, walletOf(request)));
}
