import { and, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { notRehearsal } from '../db/rehearsal-scope';
import { swaps } from '../db/schema';
import { DAY_MS, poolOpens } from './prices/change';

/** The 24 h window slides and other instances on a shared database trade: reread at least this often. */
export const DAY_STATS_MAX_AGE_MS = 10_000;

export interface PoolDayStats {
  volume24hUsd: number;
  fees24hUsd: number;
  trades24h: number;
  /** The reference for the 24 h change (`prices/change.ts`). */
  open: number | undefined;
}

interface Entry {
  generation: number;
  readAt: number;
  value: Promise<Map<string, PoolDayStats>>;
}

const entries = new WeakMap<AppContext, Entry>();

/** Every pool's 24 h figures in two grouped queries (pools without trades are absent). */
async function readDayStats(ctx: AppContext, now: number): Promise<Map<string, PoolDayStats>> {
  const since = new Date(now - DAY_MS);
  const { db } = ctx.database;
  const [recent, opens] = await Promise.all([
    db
      .select({
        poolId: swaps.poolId,
        volume: sql<number>`coalesce(sum(${swaps.volumeUsd}), 0)`.mapWith(Number),
        fees: sql<number>`coalesce(sum(${swaps.feeUsd}), 0)`.mapWith(Number),
        trades: sql<number>`count(*)`.mapWith(Number),
      })
      .from(swaps)
      .where(and(gte(swaps.executedAt, since), notRehearsal.swap()))
      .groupBy(swaps.poolId),
    poolOpens(ctx, now),
  ]);
  const stats = new Map<string, PoolDayStats>();
  for (const r of recent) {
    stats.set(r.poolId, {
      volume24hUsd: r.volume,
      fees24hUsd: r.fees,
      trades24h: r.trades,
      open: opens.get(r.poolId),
    });
  }
  for (const [poolId, open] of opens) {
    if (!stats.has(poolId)) stats.set(poolId, { volume24hUsd: 0, fees24hUsd: 0, trades24h: 0, open });
  }
  return stats;
}

/**
 * The 24 h figures as of market generation `generation` (see `invalidateMarket`): read once per
 * generation, or again when older than `DAY_STATS_MAX_AGE_MS`; concurrent callers share the read.
 */
export function dayStats(ctx: AppContext, generation: number): Promise<Map<string, PoolDayStats>> {
  const now = Date.now();
  const entry = entries.get(ctx);
  if (entry && entry.generation >= generation && now - entry.readAt < DAY_STATS_MAX_AGE_MS) {
    return entry.value;
  }
  const value = readDayStats(ctx, now);
  const fresh = { generation, readAt: now, value };
  entries.set(ctx, fresh);
  value.catch(() => {
    if (entries.get(ctx) === fresh) entries.delete(ctx);
  });
  return value;
}

export const NO_TRADES: PoolDayStats = { volume24hUsd: 0, fees24hUsd: 0, trades24h: 0, open: undefined };
