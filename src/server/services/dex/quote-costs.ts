import type { Address } from '@solana/kit';
import type { AppContext } from '../../context';
import type { MarketSnapshot } from '../../exchange/market-cache';
import { swapCosts, type SwapCost } from '../../exchange/swap-cost';
import type { PlannedHop } from '../../exchange/pools/types';

/**
 * Nobody signed in: the fee and rent are an estimate for a generic wallet, and neither moves from block to
 * block (fee per signature, rent per byte), so they are recomputed this often rather than every slot.
 */
const ANONYMOUS_COST_MAX_AGE_MS = 10_000;

interface Known {
  readAt: number;
  value: Promise<SwapCost>;
  done: boolean;
  /** The latest answer: this read's once `done`, else the previous one's (null at first). */
  last: SwapCost | null;
}

/** Costs for nobody signed in, per route shape. */
const anonymous = new WeakMap<AppContext, Map<string, Known>>();

// Fee (signer count) and rent (accounts kept) depend on the pools and directions, not on the amounts.
const shapeOf = (legs: PlannedHop[][]) =>
  legs.map((leg) => leg.map((h) => `${h.pool.id}:${h.input.mint}`).join('>')).join('|');

function readCost(
  ctx: AppContext,
  memo: Map<string, Known>,
  shape: string,
  slot: bigint,
  legs: PlannedHop[][],
): Promise<SwapCost> {
  const value = swapCosts(ctx, null, slot, [legs]).then(([c]) => {
    if (!c) throw new Error('no swap cost for a route');
    return c;
  });
  const known: Known = { readAt: Date.now(), value, done: false, last: memo.get(shape)?.last ?? null };
  memo.set(shape, known);
  value.then(
    (cost) => {
      known.done = true;
      known.last = cost;
    },
    () => {
      if (memo.get(shape) === known) memo.delete(shape);
    },
  );
  return value;
}

function costOf(ctx: AppContext, memo: Map<string, Known>, slot: bigint, legs: PlannedHop[][]) {
  const shape = shapeOf(legs);
  const known = memo.get(shape);
  if (known && Date.now() - known.readAt < ANONYMOUS_COST_MAX_AGE_MS) {
    return known.done || !known.last ? known.value : known.last;
  }
  if (!known?.last) return readCost(ctx, memo, shape, slot, legs);
  if (known.done) void readCost(ctx, memo, shape, slot, legs).catch(() => {});
  return known.last;
}

/**
 * `swapCosts` of each route at the snapshot's slot. Without a wallet every account counts as new, so the
 * answer is the same for every quote of a route shape: computed once per `ANONYMOUS_COST_MAX_AGE_MS`
 * and served while the next one is computed.
 */
export async function quoteCosts(
  ctx: AppContext,
  wallet: Address | null,
  market: MarketSnapshot,
  routes: PlannedHop[][][],
): Promise<SwapCost[]> {
  if (wallet) return swapCosts(ctx, wallet, market.slot, routes);
  let memo = anonymous.get(ctx);
  if (!memo) anonymous.set(ctx, (memo = new Map()));
  const costs = memo;
  return Promise.all(routes.map((legs) => costOf(ctx, costs, market.slot, legs)));
}
