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
import type { AppContext } from '../../context';
import { loadTokens, poolLabel } from '../../exchange/market';
import { cachedMarket, poolsToPlan } from '../../exchange/market-cache';
import { planSwap } from './plan-swap';
import { engineFor } from '../../exchange/pools';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { describeRoute, marketGraph, plannedLegs, routePool, toBaseUnits } from './quote';
import { quoteCosts } from './quote-costs';
import { recallRoute } from './routes-cache';
import { swapInRoom } from './swap-room';
import type { LivePool, PlannedHop, TokenInfo } from '../../exchange/pools/types';

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

/** A direct route's quote as the Raydium screen shows it, with its costs for the wallet. */
async function raydiumQuoteOf(
  ctx: AppContext,
  wallet: Address | null,
  { hop, found, input, output }: ReturnType<typeof directRoute>,
  slippagePercent: number,
): Promise<RaydiumQuoteResponse> {
  const market = await cachedMarket(ctx);
  const [cost] = await quoteCosts(ctx, wallet, market, [[[hop]]]);
  const route = describeRoute(found, input, output, slippagePercent, new Map([[hop.pool.id, hop.pool]]));
  return {
    ...route,
    networkFeeLamports: cost?.networkFeeLamports ?? '0',
    rentLamports: cost?.rentLamports ?? '0',
    rate: Number(route.uiOutAmount) / Number(route.uiInAmount),
  };
}

/** POST /api/dex/raydium/quote: the pair's own pool only. */
export async function quoteRaydium(
  ctx: AppContext,
  req: RaydiumQuoteRequest,
  wallet: Address | null,
): Promise<RaydiumQuoteResponse> {
  const market = await cachedMarket(ctx);
  const pool = market.pools.find((p) => p.id === req.pair);
  return raydiumQuoteOf(ctx, wallet, directRoute(pool, req.fromToken, req.toToken, req.amount), req.slippage);
}

/** POST /api/dex/raydium/amm (slippage as a fraction). */
export async function planRaydiumSwap(ctx: AppContext, wallet: Address, req: RaydiumSwapRequest) {
  return swapInRoom(
    wallet,
    [req.pair],
    async () => directRoute((await poolsToPlan(ctx, [req.pair]))[0], req.fromToken, req.toToken, req.amount),
    (direct) => [direct.hop],
    (direct) => planDirect(ctx, wallet, req, direct),
  );
}

async function planDirect(
  ctx: AppContext,
  wallet: Address,
  req: RaydiumSwapRequest,
  direct: ReturnType<typeof directRoute>,
) {
  const { hop, found, input, output } = direct;
  const slippage = req.slippage * 100;
  const quoted = quotedMinimum(req);
  if (quoted !== undefined && found.amountOut < quoted) {
    throw priceMoved(await raydiumQuoteOf(ctx, wallet, direct, slippage));
  }
  const pools = new Map([[hop.pool.id, hop.pool]]);
  const route = describeRoute(found, input, output, slippage, pools, { remember: false });
  return planSwap(ctx, wallet, [[hop]], route, poolLabel(hop.pool), slippage, quoted);
}

/**
 * POST /api/dex/jupiter: executes a quoted route (re-priced against the pools now) in one transaction,
 * never signing less than the minimum the user was quoted.
 */
export async function planRouteSwap(ctx: AppContext, wallet: Address, req: JupiterSwapRequest) {
  const cached = recallRoute(req.routeId);
  const tokens = await loadTokens(ctx, undefined, [req.inputMint, req.outputMint]);
  const input = tokens.get(req.inputMint);
  const output = tokens.get(req.outputMint);
  if (!cached || !input || !output || cached.inputMint !== input.mint || cached.outputMint !== output.mint) {
    throw badRequest(dexMessages.routeExpired);
  }
  if (toBaseUnits(req.amount, input) !== cached.amountIn) throw badRequest(dexMessages.routeExpired);
  return swapInRoom(
    wallet,
    cached.legs.flatMap((leg) => leg.poolIds),
    () => priceRoute(ctx, cached, input.mint),
    (priced) => priced.legs.flat(),
    (priced) => planPriced(ctx, wallet, req, { cached, input, output, ...priced }),
  );
}

/** The cached route's legs priced against its pools now. */
async function priceRoute(
  ctx: AppContext,
  cached: NonNullable<ReturnType<typeof recallRoute>>,
  inputMint: string,
) {
  const pools = new Map(
    (
      await poolsToPlan(
        ctx,
        cached.legs.flatMap((l) => l.poolIds),
      )
    ).map((p) => [p.id, p]),
  );
  const legs = cached.legs.map((leg) => quoteAlong(pools, leg.poolIds, inputMint, leg.amountIn));
  return { pools, legs };
}

async function planPriced(
  ctx: AppContext,
  wallet: Address,
  req: JupiterSwapRequest,
  priced: {
    cached: NonNullable<ReturnType<typeof recallRoute>>;
    input: TokenInfo;
    output: TokenInfo;
  } & Awaited<ReturnType<typeof priceRoute>>,
) {
  const { cached, input, output, pools, legs } = priced;
  const outAmount = legs.reduce((s, leg) => s + (leg[leg.length - 1]?.amountOut ?? 0n), 0n);
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
  const quoted = quotedMinimum(req);
  if (outAmount < (quoted ?? minimumReceived(cached.outAmount, req.slippage))) {
    const [cost] = await quoteCosts(ctx, wallet, await cachedMarket(ctx), [legs]);
    const quote = describeRoute(found, input, output, req.slippage, pools);
    throw priceMoved({
      ...quote,
      networkFeeLamports: cost?.networkFeeLamports ?? '0',
      rentLamports: cost?.rentLamports ?? '0',
    });
  }
  const route = describeRoute(found, input, output, req.slippage, pools, { remember: false });
  const labels = [...new Set(legs.flat().map((h) => poolLabel(h.pool)))].join(' + ');
  return planSwap(ctx, wallet, plannedLegs(found, pools), route, labels, req.slippage, quoted);
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

/** The minimum of the quote the user saw, when the request carries it. */
const quotedMinimum = (req: { minimumReceived?: string | undefined }) =>
  req.minimumReceived === undefined ? undefined : BigInt(req.minimumReceived);

/** 409 `price_moved` with the quote at the pools now: the user sees it before signing anything. */
const priceMoved = (quote: Route) => conflict(PRICE_MOVED_CODE, dexMessages.priceMoved, { quote });
