import { and, asc, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { MarketAlert } from '@shared/schemas/ai-signals';
import type { AppContext } from '../../context';
import { poolPriceSamples } from '../../db/schema';
import type { LivePool } from '../../exchange/pools/types';

/** A move of the pool's depth by at least this share is an alert; critical from `critical`. */
export const LIQUIDITY_RULES = { change: 0.2, critical: 0.5 } as const;

export interface ReserveSample {
  readonly at: Date;
  readonly a: number;
  readonly b: number;
}

/**
 * Depth as √(A·B): a swap leaves it (nearly) unchanged on a constant-product pool, only deposits and
 * withdrawals move it, so trades do not raise liquidity alerts.
 */
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

const depth = (a: number, b: number) => Math.sqrt(a * b);

/**
 * Compares the pool's depth now with the sample in the window (or the last one before it) furthest from
 * it; one alert when the move is at least `LIQUIDITY_RULES.change`.
 */
export function detectLiquidityChange(
  symbol: string,
  samples: readonly ReserveSample[],
  now: { a: number; b: number },
  timeframe: string,
  pair: { a: string; b: string } = { a: 'A', b: 'B' },
  at: Date = new Date(),
): MarketAlert | null {
  const current = depth(now.a, now.b);
  let base: ReserveSample | null = null;
  let move = 0;
  for (const s of samples) {
    const before = depth(s.a, s.b);
    if (before <= 0) continue;
    const change = (current - before) / before;
    if (Math.abs(change) > Math.abs(move)) [base, move] = [s, change];
  }
  if (!base || Math.abs(move) < LIQUIDITY_RULES.change) return null;
  const pct = `${(Math.abs(move) * 100).toFixed(1)}%`;
  return {
    id: `liquidity_change:${base.at.getTime()}`,
    type: 'liquidity_change',
    tokenSymbol: symbol,
    message:
      `${symbol} pool liquidity ${move < 0 ? 'fell' : 'rose'} ${pct} within ${timeframe}: ` +
      `${fmt(base.a)} → ${fmt(now.a)} ${pair.a}, ${fmt(base.b)} → ${fmt(now.b)} ${pair.b}`,
    severity: Math.abs(move) >= LIQUIDITY_RULES.critical ? 'critical' : 'warning',
    timestamp: at.toISOString(),
  };
}

/** The pool's reserve samples in the window plus the last one before it, oldest first. */
export async function reserveSamples(ctx: AppContext, poolId: string, since: Date): Promise<ReserveSample[]> {
  const { db } = ctx.database;
  const cols = { at: poolPriceSamples.sampledAt, a: poolPriceSamples.reserveA, b: poolPriceSamples.reserveB };
  const withReserves = and(eq(poolPriceSamples.poolId, poolId), isNotNull(poolPriceSamples.reserveA));
  const [before, rows] = await Promise.all([
    db
      .select(cols)
      .from(poolPriceSamples)
      .where(and(withReserves, lt(poolPriceSamples.sampledAt, since)))
      .orderBy(desc(poolPriceSamples.sampledAt))
      .limit(1),
    db
      .select(cols)
      .from(poolPriceSamples)
      .where(and(withReserves, gte(poolPriceSamples.sampledAt, since)))
      .orderBy(asc(poolPriceSamples.sampledAt)),
  ]);
  return [...before, ...rows].map((r) => ({ at: r.at, a: r.a ?? 0, b: r.b ?? 0 }));
}

export const liveReserves = (pool: LivePool) => ({
  a: Number(pool.reserveA) / 10 ** pool.tokenA.decimals,
  b: Number(pool.reserveB) / 10 ** pool.tokenB.decimals,
});
