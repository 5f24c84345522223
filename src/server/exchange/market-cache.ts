import { confirmedSlot } from '../chain/slot';
import type { AppContext } from '../context';
import { loadPools, loadTokens, type LivePool, type TokenInfo } from './market';

/** Tokens and live pools as of one slot: what quotes price against and the pools list shows. */
export interface MarketSnapshot {
  slot: bigint;
  /** Bumped by `invalidateMarket`: which of our own trades and liquidity changes the snapshot includes. */
  generation: number;
  tokens: Map<string, TokenInfo>;
  pools: LivePool[];
}

interface CacheState {
  generation: number;
  entry: { slot: bigint; generation: number; value: Promise<MarketSnapshot> } | null;
}

const states = new WeakMap<AppContext, CacheState>();

function stateOf(ctx: AppContext): CacheState {
  let state = states.get(ctx);
  if (!state) {
    state = { generation: 0, entry: null };
    states.set(ctx, state);
  }
  return state;
}

/** Drops the snapshot: called when one of our swaps or liquidity operations confirms. */
export function invalidateMarket(ctx: AppContext): void {
  const state = stateOf(ctx);
  state.generation += 1;
  state.entry = null;
}

/**
 * The market: read from the database and the vaults (one `getMultipleAccounts`) at most once per slot
 * and again after each `invalidateMarket`; concurrent callers share the read. Never use it to co-sign —
 * the co-sign check reads the vaults itself under the pool locks.
 */
export async function cachedMarket(ctx: AppContext): Promise<MarketSnapshot> {
  const state = stateOf(ctx);
  const slot = await confirmedSlot(ctx.chain);
  const entry = state.entry;
  // A snapshot of a later slot (read by a request that started after this one) is just as good.
  if (entry && entry.slot >= slot && entry.generation === state.generation) return entry.value;
  const generation = state.generation;
  const value = Promise.all([loadTokens(ctx), loadPools(ctx)]).then(([tokens, pools]) => ({
    slot,
    generation,
    tokens,
    pools,
  }));
  const fresh = { slot, generation, value };
  state.entry = fresh;
  value.catch(() => {
    if (state.entry === fresh) state.entry = null;
  });
  return value;
}
