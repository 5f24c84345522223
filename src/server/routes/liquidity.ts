import type { FastifyInstance } from 'fastify';
import {
  getLiquidityAnalytics,
  listLiquidityPositions,
  listPopularPools,
  planLiquidity,
} from '@shared/api/liquidity';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { walletOf } from '../plugins/guards';
import * as liquidity from '../services/liquidity';

export function liquidityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(planLiquidity, { scriptCheck: true }, async ({ body }, request) =>
    liquidity.planLiquidity(ctx, walletOf(request), body),
  );
  serve(listLiquidityPositions, {}, async (_, request) => liquidity.listPositions(ctx, walletOf(request)));
  serve(listPopularPools, {}, async () => liquidity.popularPools(ctx));
  serve(getLiquidityAnalytics, {}, async (_, request) =>
    liquidity.liquidityAnalytics(ctx, walletOf(request)),
  );
}
