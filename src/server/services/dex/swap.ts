import type { Address } from '@solana/kit';
import { minimumReceived } from '@shared/math/amm';
import type { FoundRoute } from '@shared/math/routing';
import {
  dexMessages,
  PRICE_MOVED_CODE,
  type JupiterSwapRequest,
  type QuoteRequest,
  type RaydiumQuoteRequest,
  type RaydiumQuoteResponse,
  type RaydiumSwapRequest,
  type Route,
} from '@shared/schemas/dex';
import type { PlannedOperation } from '@shared/schemas/operations';
import { planOperation } from '../../chain/pipeline/plan';
import type { AppContext } from '../../context';
import { loadPool, loadPools, loadTokens, poolLabel, type LivePool } from '../../exchange/market';
import { cachedMarket } from '../../exchange/market-cache';
import { readAccounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import {
  hopRecord,
  intermediateTokens,
  signedLegs,
  swapInstructions,
  type PlannedHop,
} from '../../exchange/swap-plan';
import { dexSwapOperation } from './operation';
import { engineFor } from '../../exchange/pool-engines';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { describeRoute, marketGraph, plannedLegs, routePool, toBaseUnits, type RouteCore } from './quote';
import { quoteCosts } from './quote-costs';
import { recallRoute } from './routes-cache';

/** POST /api/dex/quote: every route between two tokens on the local pools, best output first. */
export async function quoteRoutes(
  ctx: AppContext,
  req: QuoteRequest,
  wallet: Address | null,
): Promise<{ routes: Route[] }> {
  const market = await cachedMarket(ctx);
  const input = market.tokens.get(req.inputMint);
  const output = market.tokens.get(req.outputMint);
  if (!input || !output) return { routes: [] };
  const amount = toBaseUnits(req.amount, input);
  const { graph, byId } = marketGraph(market);
  const found = graph.bestRoutes(input.mint, output.mint, amount, { maxHops: 2 });
  const costs = await quoteCosts(
    ctx,
    wallet,
    market,
    found.map((f) => plannedLegs(f, byId)),
  );
  return {
    routes: found.map((f, i) => ({
      ...describeRoute(f, input, output, req.slippage, byId),
      networkFeeLamports: costs[i]?.networkFeeLamports ?? '0',
      rentLamports: costs[i]?.rentLamports ?? '0',
    })),
  };
}

function directRoute(pool: LivePool | undefined, from: string, to: string, ui: string) {
  if (!pool) throw notFound(dexMessages.poolNotFound);
  const aToB = from === pool.tokenA.mint && to === pool.tokenB.mint;
  const bToA = from === pool.tokenB.mint && to === pool.tokenA.mint;
  if (!aToB && !bToA) throw badRequest(dexMessages.tokenNotInPool);
  const [input, output] = aToB ? [pool.tokenA, pool.tokenB] : [pool.tokenB, pool.tokenA];
  const amountIn = toBaseUnits(ui, input);
  const amountOut = engineFor(pool.type).quoteExactIn(pool, aToB, amountIn);
  if (amountOut === 0n) throw badRequest(dexMessages.amountTooSmall);
  const hop: PlannedHop = { pool, input, output, amountIn, amountOut };
  const found: FoundRoute = {
    kind: 'direct',
    amountIn,
    amountOut,
    legs: [
      {
        amountIn,
        amountOut,
        hops: [{ ...hop, pool: routePool(pool), inputMint: input.mint, outputMint: output.mint }],
      },
    ],
  };
  return { hop, found, input, output };
}

/** POST /api/dex/raydium/quote: the pair's own pool only. */
export async function quoteRaydium(
  ctx: AppContext,
  req: RaydiumQuoteRequest,
  wallet: Address | null,
): Promise<RaydiumQuoteResponse> {
  const market = await cachedMarket(ctx);
  const pool = market.pools.find((p) => p.id === req.pair);
  const { hop, found, input, output } = directRoute(pool, req.fromToken, req.toToken, req.amount);
  const [cost] = await quoteCosts(ctx, wallet, market, [[[hop]]]);
  const route = describeRoute(found, input, output, req.slippage, new Map([[hop.pool.id, hop.pool]]));
  return {
    ...route,
    networkFeeLamports: cost?.networkFeeLamports ?? '0',
    rentLamports: cost?.rentLamports ?? '0',
    rate: Number(route.uiOutAmount) / Number(route.uiInAmount),
  };
}

/** POST /api/dex/raydium/amm (slippage as a fraction). */
export async function planRaydiumSwap(ctx: AppContext, wallet: Address, req: RaydiumSwapRequest) {
  const pool = await loadPool(ctx, req.pair);
  const { hop, found, input, output } = directRoute(pool, req.fromToken, req.toToken, req.amount);
  const pools = new Map([[hop.pool.id, hop.pool]]);
  const route = describeRoute(found, input, output, req.slippage * 100, pools, { remember: false });
  return planSwap(ctx, wallet, [[hop]], route, poolLabel(hop.pool), req.slippage * 100);
}

/** POST /api/dex/jupiter: executes a quoted route (re-priced against the pools now) in one transaction. */
export async function planRouteSwap(ctx: AppContext, wallet: Address, req: JupiterSwapRequest) {
  const cached = recallRoute(req.routeId);
  const tokens = await loadTokens(ctx);
  const input = tokens.get(req.inputMint);
  const output = tokens.get(req.outputMint);
  if (!cached || !input || !output || cached.inputMint !== input.mint || cached.outputMint !== output.mint) {
    throw badRequest(dexMessages.routeExpired);
  }
  if (toBaseUnits(req.amount, input) !== cached.amountIn) throw badRequest(dexMessages.routeExpired);
  const pools = new Map(
    (
      await loadPools(
        ctx,
        cached.legs.flatMap((l) => l.poolIds),
      )
    ).map((p) => [p.id, p]),
  );
  const legs = cached.legs.map((leg) => quoteAlong(pools, leg.poolIds, input.mint, leg.amountIn));
  const outAmount = legs.reduce((s, leg) => s + (leg[leg.length - 1]?.amountOut ?? 0n), 0n);
  if (outAmount < minimumReceived(cached.outAmount, req.slippage)) {
    throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
  }
  const found: FoundRoute = {
    kind: legs.length > 1 ? 'split' : (legs[0]?.length ?? 0) > 1 ? 'multi-hop' : 'direct',
    amountIn: cached.amountIn,
    amountOut: outAmount,
    legs: legs.map((leg) => ({
      amountIn: leg[0]?.amountIn ?? 0n,
      amountOut: leg[leg.length - 1]?.amountOut ?? 0n,
      hops: leg.map((h) => ({
        ...h,
        pool: routePool(h.pool),
        inputMint: h.input.mint,
        outputMint: h.output.mint,
      })),
    })),
  };
  const route = describeRoute(found, input, output, req.slippage, pools, { remember: false });
  const labels = [...new Set(legs.flat().map((h) => poolLabel(h.pool)))].join(' + ');
  return planSwap(ctx, wallet, plannedLegs(found, pools), route, labels, req.slippage);
}

function quoteAlong(
  pools: Map<string, LivePool>,
  ids: string[],
  inputMint: string,
  amountIn: bigint,
): PlannedHop[] {
  const hops: PlannedHop[] = [];
  let mint = inputMint;
  let amount = amountIn;
  for (const id of ids) {
    const pool = pools.get(id);
    if (!pool) throw badRequest(dexMessages.routeExpired);
    const aToB = pool.tokenA.mint === mint;
    const [input, output] = aToB ? [pool.tokenA, pool.tokenB] : [pool.tokenB, pool.tokenA];
    const out = engineFor(pool.type).quoteExactIn(pool, aToB, amount);
    if (out === 0n) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
    hops.push({ pool, input, output, amountIn: amount, amountOut: out });
    mint = output.mint;
    amount = out;
  }
  return hops;
}

async function planSwap(
  ctx: AppContext,
  wallet: Address,
  legs: PlannedHop[][],
  route: RouteCore,
  pair: string,
  slippagePercent: number,
): Promise<PlannedOperation> {
  legs = signedLegs(legs, slippagePercent);
  const first = legs[0]?.[0];
  const lastLeg = legs[0] ?? [];
  const last = lastLeg[lastLeg.length - 1];
  if (!first || !last) throw badRequest(dexMessages.routeExpired);
  const passing = intermediateTokens(legs);
  const existing = await readAccounts(ctx, await Promise.all(passing.map((t) => ata(wallet, t))));
  const created = passing.filter((_, i) => !existing[i]);
  const instructions = await swapInstructions(wallet, ctx.platform.address, legs, created);
  return planOperation(ctx, dexSwapOperation, {
    wallet,
    summary: {
      inAmount: route.inAmount,
      outAmount: route.outAmount,
      uiInAmount: route.uiInAmount,
      uiOutAmount: route.uiOutAmount,
      minimumReceived: route.minimumReceived,
      uiMinimumReceived: route.uiMinimumReceived,
      priceImpact: route.priceImpact,
      feeAmount: route.feeAmount,
      pair,
      routeKind: route.kind,
      inputMint: first.input.mint,
      outputMint: last.output.mint,
      inputSymbol: first.input.symbol,
      outputSymbol: last.output.symbol,
      hops: legs.flatMap((leg, i) => leg.map((hop) => hopRecord(hop, i))),
    },
    transactions: [instructions],
  });
}
