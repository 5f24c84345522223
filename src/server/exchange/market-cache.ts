import { confirmedSlot } from '../chain/slot';
import type { AppContext } from '../context';
import { livePools, loadPoolRows, type LivePool, type PoolRows, type TokenInfo } from './market';

/** Tokens and live pools as of one slot: what quotes price against and the pools list shows. */
export interface MarketSnapshot {
  slot: bigint;
  /** Bumped by `invalidateMarket`: which of our own trades and liquidity changes the snapshot includes. */
  generation: number;
  tokens: Map<string, TokenInfo>;
  pools: LivePool[];
}

/**
 * Pool and token rows change only through our liquidity handler (which invalidates), the first-start
 * bootstrap and other instances on a shared database: reread them at least this often regardless.
 */
export const MARKET_ROWS_MAX_AGE_MS = 10_000;

interface Cached<T> {
  generation: number;
  value: Promise<T>;
}

interface CacheState {
  generation: number;
  rows: (Cached<PoolRows> & { readAt: number }) | null;
  entry: (Cached<MarketSnapshot> & { slot: bigint }) | null;
}

const states = new WeakMap<AppContext, CacheState>();

function stateOf(ctx: AppContext): CacheState {
  let state = states.get(ctx);
  if (!state) {
    state = { generation: 0, rows: null, entry: null };
    states.set(ctx, state);
  }
  return state;
}

/** Drops the snapshot: called when one of our swaps or liquidity operations confirms. */
export function invalidateMarket(ctx: AppContext): void {
  const state = stateOf(ctx);
  state.generation += 1;
  state.rows = null;
  state.entry = null;
}

function cachedRows(ctx: AppContext, state: CacheState): Promise<PoolRows> {
  const now = Date.now();
  const rows = state.rows;
  if (rows && rows.generation === state.generation && now - rows.readAt < MARKET_ROWS_MAX_AGE_MS) {
    return rows.value;
  }
  const fresh = { generation: state.generation, readAt: now, value: loadPoolRows(ctx) };
  state.rows = fresh;
  fresh.value.catch(() => {
    if (state.rows === fresh) state.rows = null;
  });
  return fresh.value;
}

/**
 * The market: vaults read (one `getMultipleAccounts`) at most once per slot, the database rows once per
 * generation (and `MARKET_ROWS_MAX_AGE_MS`); both again after each `invalidateMarket`. Concurrent callers
 * share the reads. Never use it to co-sign — the co-sign check reads the vaults itself under the pool
 * locks.
 */
export async function cachedMarket(ctx: AppContext): Promise<MarketSnapshot> {
  const state = stateOf(ctx);
  const slot = await confirmedSlot(ctx.chain);
  const entry = state.entry;
  // A snapshot of a later slot (read by a request that started after this one) is just as good.
  if (entry && entry.slot >= slot && entry.generation === state.generation) return entry.value;
  const generation = state.generation;
  const value = cachedRows(ctx, state).then(async (rows) => ({
    slot,
    generation,
    tokens: rows.tokens,
    pools: await livePools(ctx, rows),
  }));
  const fresh = { slot, generation, value };
  state.entry = fresh;
  value.catch(() => {
    if (state.entry === fresh) state.entry = null;
  });
  return value;
}
