import { and, count, countDistinct, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notRehearsal } from '../db/rehearsal-scope';
import { launches, launchTrades, operations, swaps, tokens } from '../db/schema';
import type { LivePool, TokenInfo } from './pools/types';
import { DAY_MS } from './prices/change';

/**
 * The platform's public figures, each defined once here and read by every page that shows it (Pump.fun
 * stats, dashboard, analytics, rewards rank); rehearsal data is left out by `notRehearsal`.
 */

/** A launch counts once its curve went live (failed and pending launches never traded). */
export const LAUNCHED_STATUSES = ['live', 'graduating', 'graduated'];

export interface LaunchFigures {
  launches: number;
  graduated: number;
  /** Lamports through the curves (before fees), in SOL. */
  curveVolumeSol: number;
  /** Distinct wallets with a confirmed curve trade. */
  curveTraders: number;
}

export interface CurveFigures {
  trades: number;
  volumeSol: number;
  traders: number;
}

/** Curve trades matching `where`: how many, lamports through the curve (before fees) in SOL, wallets. */
async function curveFigures(db: Db, where: SQL): Promise<CurveFigures> {
  const [row] = await db
    .select({
      trades: count(),
      volume: sql<string>`coalesce(sum(${launchTrades.lamports}::numeric), 0)`,
      traders: countDistinct(launchTrades.wallet),
    })
    .from(launchTrades)
    .where(where);
  return { trades: row?.trades ?? 0, volumeSol: Number(row?.volume ?? 0) / 1e9, traders: row?.traders ?? 0 };
}

/** One launch's curve figures, whoever traded it (a rehearsal's own view reads its trades here). */
export const curveFiguresOf = (db: Db, mint: string): Promise<CurveFigures> =>
  curveFigures(db, eq(launchTrades.mint, mint));

export async function launchFigures(db: Db): Promise<LaunchFigures> {
  const [[launched], curve] = await Promise.all([
    db
      .select({
        launches: count(),
        graduated: sql<number>`count(*) filter (where ${launches.status} = 'graduated')`.mapWith(Number),
      })
      .from(launches)
      .where(and(inArray(launches.status, LAUNCHED_STATUSES), notRehearsal.launch())),
    curveFigures(db, notRehearsal.launchTrade()),
  ]);
  return {
    launches: launched?.launches ?? 0,
    graduated: launched?.graduated ?? 0,
    curveVolumeSol: curve.volumeSol,
    curveTraders: curve.traders,
  };
}

/**
 * Tokens created on the platform, per UTC day since `since` (all time when null): Token Manager tokens
 * and curve launches that went live (a launch mints its token), rehearsals left out. The total is the sum.
 */
export async function tokensCreatedByDay(db: Db, since: Date | null): Promise<Map<string, number>> {
  const day = (col: typeof tokens.createdAt | typeof launches.createdAt) =>
    sql<string>`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [made, launched] = await Promise.all([
    db
      .select({ day: day(tokens.createdAt), n: count() })
      .from(tokens)
      .where(and(eq(tokens.status, 'created'), since ? gte(tokens.createdAt, since) : undefined))
      .groupBy(day(tokens.createdAt)),
    db
      .select({ day: day(launches.createdAt), n: count() })
      .from(launches)
      .where(
        and(
          inArray(launches.status, LAUNCHED_STATUSES),
          notRehearsal.launch(),
          since ? gte(launches.createdAt, since) : undefined,
        ),
      )
      .groupBy(day(launches.createdAt)),
  ]);
  const byDay = new Map<string, number>();
  for (const r of [...made, ...launched]) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.n);
  return byDay;
}

/** Distinct wallets with at least one confirmed operation. */
export async function activeUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(operations.wallet) })
    .from(operations)
    .where(and(eq(operations.status, 'confirmed'), notRehearsal.operation()));
  return row?.n ?? 0;
}

export interface TradeFigures {
  /** USD value of every executed pool trade (one per pool a swap went through; curve trades included). */
  volumeUsd: number;
  trades: number;
}

/** Executed trades on every pool, all time or since `since`: the sum of the pools' own figures. */
export async function tradeFigures(db: Db, since?: Date): Promise<TradeFigures> {
  const [row] = await db
    .select({
      volumeUsd: sql<number>`coalesce(sum(${swaps.volumeUsd}), 0)`.mapWith(Number),
      trades: count(),
    })
    .from(swaps)
    .where(and(notRehearsal.swap(), since ? gte(swaps.executedAt, since) : undefined));
  return { volumeUsd: row?.volumeUsd ?? 0, trades: row?.trades ?? 0 };
}

/** The last 24 hours of `tradeFigures` (the window the pools' own 24 h figures use). */
export const dayTradeFigures = (db: Db, now = Date.now()): Promise<TradeFigures> =>
  tradeFigures(db, new Date(now - DAY_MS));

/** The market's tokens and pools as public lists show them: a rehearsal's mint and its pools left out. */
export const isPublicToken = (t: TokenInfo): boolean => !t.rehearsal;
export const isPublicPool = (p: LivePool): boolean => isPublicToken(p.tokenA) && isPublicToken(p.tokenB);
