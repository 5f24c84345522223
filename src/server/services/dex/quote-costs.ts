import type { Address } from '@solana/kit';
import type { AppContext } from '../../context';
import type { MarketSnapshot } from '../../exchange/market-cache';
import { swapCosts, type SwapCost } from '../../exchange/swap-cost';
import type { PlannedHop } from '../../exchange/swap-plan';

/** Costs for nobody signed in, per snapshot (so per slot) and route shape. */
const anonymous = new WeakMap<MarketSnapshot, Map<string, Promise<SwapCost>>>();

// Fee (signer count) and rent (accounts kept) depend on the pools and directions, not on the amounts.
const shapeOf = (legs: PlannedHop[][]) =>
  legs.map((leg) => leg.map((h) => `${h.pool.id}:${h.input.mint}`).join('>')).join('|');

/**
 * `swapCosts` of each route at the snapshot's slot. Without a wallet every account counts as new, so the
 * answer is the same for every quote of a route shape in that slot and is computed once.
 */
export async function quoteCosts(
  ctx: AppContext,
  wallet: Address | null,
  market: MarketSnapshot,
  routes: PlannedHop[][][],
): Promise<SwapCost[]> {
  if (wallet) return swapCosts(ctx, wallet, market.slot, routes);
  let known = anonymous.get(market);
  if (!known) anonymous.set(market, (known = new Map()));
  const memo = known;
  return Promise.all(
    routes.map((legs) => {
      const shape = shapeOf(legs);
      let cost = memo.get(shape);
      if (!cost) {
        cost = swapCosts(ctx, null, market.slot, [legs]).then(([c]) => {
          if (!c) throw new Error('no swap cost for a route');
          return c;
        });
        memo.set(shape, cost);
        cost.catch(() => memo.delete(shape));
      }
      return cost;
    }),
  );
}
