import type { FastifyInstance } from 'fastify';
import {
  listDexPools,
  listDexTokens,
  listPoolCandles,
  listPoolTrades,
  planRouteSwap,
  planRaydiumSwap,
  quoteDexRoutes,
  quoteRaydium,
} from '@shared/api/dex';
import type { AppContext } from '../context';
import { contractRoutes, JsonText } from '../lib/contract-route';
import { walletOf } from '../plugins/guards';
import { dexBackend } from '../services/dex';

const swapGuards = { scriptCheck: true } as const;

export function dexRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dex = dexBackend(ctx);
  const serve = contractRoutes(app, ctx.env);
  serve(listDexTokens, {}, async () => dex.tokens());
  serve(listDexPools, {}, async () => new JsonText(await dex.poolsJson()));
  serve(quoteDexRoutes, {}, async ({ body }, request) => dex.quote(body, request.wallet));
  serve(quoteRaydium, {}, async ({ body }, request) => dex.raydiumQuote(body, request.wallet));
  serve(planRaydiumSwap, swapGuards, async ({ body }, request) => dex.raydiumSwap(walletOf(request), body));
  serve(planRouteSwap, swapGuards, async ({ body }, request) => dex.routeSwap(walletOf(request), body));
  serve(listPoolCandles, {}, async ({ params, query }) => dex.candles(params.id, query.interval));
  serve(listPoolTrades, {}, async ({ params, query }) => dex.trades(params.id, query.limit));
}
