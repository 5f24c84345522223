import { confirmedSlot } from '../chain/slot';
import type { AppContext } from '../context';
import { livePools, loadPoolRows, loadPools, recordedStates, type PoolRows } from './market';
import type { LivePool, TokenInfo } from './pools/types';

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

/**
 * When the chain moved on by at most this many slots and none of our trades confirmed since, the last
 * snapshot is served while the next one is read (so requests do not queue behind the read at every block).
 */
const STALE_SLOTS_SERVED = 2n;

interface CacheState {
  generation: number;
  rows: (Cached<PoolRows> & { readAt: number }) | null;
  entry: (Cached<MarketSnapshot> & { slot: bigint; done: boolean }) | null;
  /** The last snapshot read, once it resolved. */
  settled: MarketSnapshot | null;
}

const states = new WeakMap<AppContext, CacheState>();

function stateOf(ctx: AppContext): CacheState {
  let state = states.get(ctx);
  if (!state) {
    state = { generation: 0, rows: null, entry: null, settled: null };
    states.set(ctx, state);
  }
  return state;
}

/**
 * Drops the snapshot: called when one of our swaps or liquidity operations confirms. A swap changes
 * only vault balances, so it keeps the database rows (`'balances'`); liquidity may add a pool.
 */
export function invalidateMarket(ctx: AppContext, what: 'all' | 'balances' = 'all'): void {
  const state = stateOf(ctx);
  state.generation += 1;
  if (what === 'all') state.rows = null;
  else if (state.rows) state.rows = { ...state.rows, generation: state.generation };
  state.entry = null;
  state.settled = null;
}

/** The last snapshot read, if any, without reading anything (for valuations that may be a block old). */
export const lastMarket = (ctx: AppContext): MarketSnapshot | null => stateOf(ctx).settled;

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
 * Pools as a plan prices them: the rows and tokens (fixed once a pool is active) from the cached rows,
 * the state read now (the vaults from the chain, a recorded state from the database). A pool missing
 * from the cached rows is read from the database. The co-sign prices from its own reads under the pool
 * locks, whatever the plan saw.
 */
export async function poolsToPlan(ctx: AppContext, ids: readonly string[]): Promise<LivePool[]> {
  const cached = await cachedRows(ctx, stateOf(ctx));
  const rows = cached.rows.filter((r) => ids.includes(r.id));
  if (rows.length !== new Set(ids).size) return loadPools(ctx, [...ids]);
  const states = await recordedStates(ctx.database.db, rows);
  return livePools(ctx, { rows, tokens: cached.tokens, states });
}

function readMarket(ctx: AppContext, state: CacheState, slot: bigint): Promise<MarketSnapshot> {
  const generation = state.generation;
  const value = cachedRows(ctx, state).then(async (rows) => ({
    slot,
    generation,
    tokens: rows.tokens,
    pools: await livePools(ctx, rows),
  }));
  const fresh = { slot, generation, value, done: false };
  state.entry = fresh;
  value.then(
    (snapshot) => {
      fresh.done = true;
      if (state.entry === fresh) state.settled = snapshot;
    },
    () => {
      if (state.entry === fresh) state.entry = null;
    },
  );
  return value;
}

/**
 * The market: vaults read (one `getMultipleAccounts`) once per slot, the database rows once per
 * generation (and `MARKET_ROWS_MAX_AGE_MS`). After `invalidateMarket` callers wait for the new read; at a
 * new block they get the last snapshot while the next is read (see `STALE_SLOTS_SERVED`). Concurrent
 * callers share the reads. Never use it to co-sign — the co-sign check reads the vaults itself under the
 * pool locks.
 */
export async function cachedMarket(ctx: AppContext): Promise<MarketSnapshot> {
  const state = stateOf(ctx);
  const slot = await confirmedSlot(ctx.chain);
  const entry = state.entry?.generation === state.generation ? state.entry : null;
  const last = state.settled;
  const settled =
    last && last.generation === state.generation && slot - last.slot <= STALE_SLOTS_SERVED ? last : null;
  // A snapshot of a later slot (read by a request that started after this one) is just as good.
  if (entry && entry.slot >= slot) return entry.done || !settled ? entry.value : settled;
  if (!settled) return readMarket(ctx, state, slot);
  // One read at a time: a read still in flight (of an earlier slot) refreshes it just as well.
  if (!entry || entry.done) void readMarket(ctx, state, slot).catch(() => {});
  return settled;
}
