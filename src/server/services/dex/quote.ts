import { BPS, feeOf, minimumReceived } from '@shared/math/amm';
import { PoolGraph, type FoundRoute, type RouteLeg, type RoutePool } from '@shared/math/routing';
import { POOL_VENUES } from '@shared/pool-types';
import { dexMessages, type Route } from '@shared/schemas/dex';
import { formatBaseUnits, parseUiAmount, U64_MAX } from '@shared/solana/amounts';
import { badRequest } from '../../lib/errors';
import type { MarketSnapshot } from '../../exchange/market-cache';
import { engineFor } from '../../exchange/pools';
import { rememberRoute } from './routes-cache';
import type { LivePool, TokenInfo, PlannedHop, PoolEngine } from '../../exchange/pools/types';

/** A route before its network fee and rent are known (they depend on the wallet and the slot). */
export type RouteCore = Omit<Route, 'networkFeeLamports' | 'rentLamports'>;

export function toBaseUnits(ui: string, token: TokenInfo): bigint {
  const amount = parseUiAmount(ui, token.decimals);
  if (amount === null || amount === 0n) throw badRequest(dexMessages.amountInvalid);
  if (amount > U64_MAX) throw badRequest(dexMessages.amountTooLarge);
  return amount;
}

/** A live pool as the router sees it, with the engine that quotes it. */
interface EnginePool extends RoutePool {
  live: LivePool;
  engine: PoolEngine;
}

export const routePool = (p: LivePool): EnginePool => ({
  id: p.id,
  mintA: p.tokenA.mint,
  mintB: p.tokenB.mint,
  feeBps: p.feeBps,
  live: p,
  engine: engineFor(p.type),
});

const quoteHop = (p: EnginePool, amountIn: bigint, aToB: boolean) =>
  p.engine.quoteExactIn(p.live, aToB, amountIn);

const graphOf = (pools: LivePool[]) => new PoolGraph(pools.map(routePool), quoteHop);

type MarketGraph = PoolGraph<EnginePool>;

const graphs = new WeakMap<MarketSnapshot, { graph: MarketGraph; byId: Map<string, LivePool> }>();

/** The routing graph and pools by id of a market snapshot, built once per snapshot. */
export function marketGraph(market: MarketSnapshot): { graph: MarketGraph; byId: Map<string, LivePool> } {
  let known = graphs.get(market);
  if (!known) {
    known = { graph: graphOf(market.pools), byId: new Map(market.pools.map((p) => [p.id, p])) };
    graphs.set(market, known);
  }
  return known;
}

/** Turns router legs back into hops on live pools. */
export function plannedLegs(found: FoundRoute, pools: Map<string, LivePool>): PlannedHop[][] {
  return found.legs.map((leg) =>
    leg.hops.map((h) => {
      const pool = pools.get(h.pool.id);
      if (!pool) throw new Error('route references an unknown pool');
      const aToB = h.inputMint === pool.tokenA.mint;
      return {
        pool,
        input: aToB ? pool.tokenA : pool.tokenB,
        output: aToB ? pool.tokenB : pool.tokenA,
        amountIn: h.amountIn,
        amountOut: h.amountOut,
      };
    }),
  );
}

/** Percent by which the output falls short of the spot-price output after fees. */
function impactOf(legs: RouteLeg[], out: bigint, pools: Map<string, LivePool>): number {
  let ideal = 0;
  for (const leg of legs) {
    let value = Number(leg.amountIn);
    for (const h of leg.hops) {
      const pool = pools.get(h.pool.id);
      const rate = pool ? engineFor(pool.type).spotRate(pool, h.inputMint === h.pool.mintA) : 0;
      value *= rate * (1 - h.pool.feeBps / Number(BPS));
    }
    ideal += value;
  }
  return ideal > 0 ? Math.max(0, (1 - Number(out) / ideal) * 100) : 0;
}

function feeInInput(legs: RouteLeg[]): bigint {
  return legs.reduce((sum, leg) => {
    const keep = leg.hops.reduce((k, h) => k * (1 - h.pool.feeBps / Number(BPS)), 1);
    return (
      sum +
      (leg.hops.length === 1
        ? feeOf(leg.amountIn, leg.hops[0]?.pool.feeBps ?? 0)
        : BigInt(Math.ceil(Number(leg.amountIn) * (1 - keep))))
    );
  }, 0n);
}

/**
 * The API shape of a route. A quoted route is remembered for 60 s so it can be executed by id; a route
 * being executed now (`remember: false`) is not, and its id is empty.
 */
export function describeRoute(
  found: FoundRoute,
  input: TokenInfo,
  output: TokenInfo,
  slippage: number,
  pools: Map<string, LivePool>,
  { remember }: { remember: boolean } = { remember: true },
): RouteCore {
  const min = minimumReceived(found.amountOut, slippage);
  const id = !remember
    ? ''
    : rememberRoute({
        inputMint: input.mint,
        outputMint: output.mint,
        amountIn: found.amountIn,
        legs: found.legs.map((l) => ({ poolIds: l.hops.map((h) => h.pool.id), amountIn: l.amountIn })),
        outAmount: found.amountOut,
      });
  const single = found.legs.length === 1 ? found.legs[0] : undefined;
  return {
    id,
    kind: found.kind === 'split' ? 'split' : single && single.hops.length > 1 ? 'two-hop' : 'direct',
    inAmount: found.amountIn.toString(),
    outAmount: found.amountOut.toString(),
    uiInAmount: formatBaseUnits(found.amountIn, input.decimals),
    uiOutAmount: formatBaseUnits(found.amountOut, output.decimals),
    minimumReceived: min.toString(),
    uiMinimumReceived: formatBaseUnits(min, output.decimals),
    priceImpact: impactOf(found.legs, found.amountOut, pools),
    feeAmount: feeInInput(found.legs).toString(),
    marketInfos: found.legs.flatMap((leg) =>
      leg.hops.map((h) => {
        const pool = pools.get(h.pool.id);
        return {
          id: h.pool.id,
          label: pool ? `${pool.tokenA.symbol}/${pool.tokenB.symbol}` : h.pool.id,
          venue: pool ? POOL_VENUES[pool.type] : h.pool.id,
          feeBps: h.pool.feeBps,
          fee: h.pool.feeBps / 100,
          inputMint: h.inputMint,
          outputMint: h.outputMint,
          inAmount: h.amountIn.toString(),
          outAmount: h.amountOut.toString(),
        };
      }),
    ),
  };
}
