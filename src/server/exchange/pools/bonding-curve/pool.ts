import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CURVE_DECIMALS,
  CURVE_KINDS,
  CURVE_SUPPLY,
  type CurveKind,
  type CurveState,
} from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { Db } from '../../../db/client';
import { exchangeTokens, launches, launchTrades, pools, priceSamples, swaps } from '../../../db/schema';

/**
 * A live launch's curve as an exchange pool (type 'bonding-curve'): tokenA is the launched token, tokenB
 * SOL, the vaults are the curve's two platform-owned vaults and the pool id is the wrapped-SOL vault (an
 * account that exists, is not a mint and is unique per launch). The launchpad's own buys and sells and
 * router hops through the pool take the same lock (`curveLockKey`) and price from the same recorded
 * state (`sold`, `raised` on the launch row), which only confirmed trades move.
 */
export const CURVE_POOL_TYPE = 'bonding-curve';
export const CURVE_POOL_FEE_BPS = 100;
export const GRADUATION_QUEUE = 'launchpad-graduation';

export const curveLockKey = (mint: string) => `curve:${mint}`;

const isCurveKind = (kind: string): kind is CurveKind => (CURVE_KINDS as readonly string[]).includes(kind);

interface CurveLaunch {
  mint: string;
  symbol: string;
  name: string;
  tokenVault: string;
  solVault: string;
}

/** The launch's token and its curve pool join the exchange (when the launch goes live). */
export async function registerCurvePool(tx: Db, launch: CurveLaunch, platform: string): Promise<void> {
  await tx
    .insert(exchangeTokens)
    .values({
      mint: launch.mint,
      symbol: launch.symbol,
      name: launch.name,
      decimals: CURVE_DECIMALS,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    })
    .onConflictDoNothing();
  await tx
    .insert(pools)
    .values({
      id: launch.solVault,
      mintA: launch.mint,
      mintB: NATIVE_MINT,
      vaultA: launch.tokenVault,
      vaultB: launch.solVault,
      feeBps: CURVE_POOL_FEE_BPS,
      type: CURVE_POOL_TYPE,
      status: 'active',
      creator: platform,
    })
    .onConflictDoNothing();
}

/** A sold-out curve stops trading as a pool: its graduation pool (constant product) takes over. */
export async function retireCurvePool(tx: Db, mint: string): Promise<void> {
  await tx
    .update(pools)
    .set({ status: 'retired' })
    .where(and(eq(pools.mintA, mint), eq(pools.type, CURVE_POOL_TYPE)));
}

/** The curve's state as its confirmed trades left it (the launch row's `sold` and `raised`). */
export const recordedCurve = (row: { curve: string; sold: bigint; raised: bigint }): CurveState => ({
  kind: isCurveKind(row.curve) ? row.curve : 'standard',
  sold: row.sold,
  raised: row.raised,
});

const curveColumns = {
  mint: launches.mint,
  curve: launches.curve,
  status: launches.status,
  sold: launches.sold,
  raised: launches.raised,
};

/** Recorded curve states of launched tokens (for the market's curve pools). */
export async function loadCurveStates(db: Db, mints: string[]): Promise<Map<string, CurveState>> {
  if (mints.length === 0) return new Map();
  const rows = await db.select(curveColumns).from(launches).where(inArray(launches.mint, mints));
  return new Map(rows.flatMap((r) => (isCurveKind(r.curve) ? [[r.mint, recordedCurve(r)] as const] : [])));
}

/** The launch of a curve pool's token with its recorded state, read in `db` (under the curve lock when co-signing). */
export async function curveLaunch(db: Db, mint: string) {
  const [row] = await db.select(curveColumns).from(launches).where(eq(launches.mint, mint));
  return row && isCurveKind(row.curve) ? { status: row.status, state: recordedCurve(row) } : undefined;
}

/**
 * Moves the recorded state by one confirmed trade, in the confirming DB transaction (trades on a curve
 * are co-signed one at a time under its lock, and an increment commutes anyway): a buy sold `tokens` for
 * `lamports` paid into the SOL vault, a sell took them back and paid `lamports` out. Returns the state after.
 */
export async function applyCurveTrade(
  tx: Db,
  mint: string,
  side: 'buy' | 'sell',
  tokens: bigint,
  lamports: bigint,
): Promise<CurveState | undefined> {
  const sign = side === 'buy' ? 1n : -1n;
  const row = await moveCurve(tx, mint, sign * tokens, sign * lamports);
  return row && recordedCurve(row);
}

/** Moves the recorded state by the net of several trades (a group's); returns the launch row after. */
export async function moveCurve(tx: Db, mint: string, sold: bigint, raised: bigint) {
  const [row] = await tx
    .update(launches)
    .set({
      sold: sql`${launches.sold} + ${sold.toString()}::bigint`,
      raised: sql`${launches.raised} + ${raised.toString()}::bigint`,
    })
    .where(eq(launches.mint, mint))
    .returning();
  return row;
}

/**
 * What the vaults hold beyond the recorded state (a donation; negative when they hold less, which no
 * trade can cause: an inconsistency to refuse on, never to pay out of).
 */
export const curveSurplus = (state: CurveState, tokenVault: bigint, solVault: bigint) => ({
  tokens: tokenVault - (CURVE_SUPPLY - state.sold),
  lamports: solVault - state.raised,
});

export interface CurveTrade {
  mint: string;
  poolId: string;
  wallet: string;
  side: 'buy' | 'sell';
  tokens: bigint;
  /** Into or out of the curve, before the platform's fee. */
  lamports: bigint;
  fee: bigint;
  soldAfter: bigint;
  signature: string;
}

/**
 * One confirmed curve trade, whichever path made it: the launch's trade list (chart, progress, recent
 * trades) and the exchange's swap list (candles, pool trades) both see it.
 */
export async function recordCurveTrade(tx: Db, t: CurveTrade, exchangeRow: boolean): Promise<void> {
  await recordCurveTrades(tx, [t], exchangeRow);
}

/**
 * The app's latest sampled SOL price in USD, as a one-row subquery (no row before any sample), so curve
 * trades count in the platform's USD volume like every other pool's trades.
 */
const latestSolUsd = sql`(select ${priceSamples.priceUsd} as usd from ${priceSamples}
  where ${priceSamples.mint} = ${NATIVE_MINT} order by ${priceSamples.sampledAt} desc, ${priceSamples.id} desc limit 1)`;

/** `recordCurveTrade` for several trades in their order, one statement per table (a group's trades). */
export async function recordCurveTrades(tx: Db, trades: CurveTrade[], exchangeRow: boolean): Promise<void> {
  if (trades.length === 0) return;
  const priced = trades.map((t) => ({
    t,
    priceSol: Number(t.lamports) / 1e9 / (Number(t.tokens) / 10 ** CURVE_DECIMALS),
  }));
  await tx
    .insert(launchTrades)
    .values(
      priced.map(({ t, priceSol }) => ({
        mint: t.mint,
        wallet: t.wallet,
        side: t.side,
        tokens: t.tokens.toString(),
        lamports: t.lamports.toString(),
        feeLamports: t.fee.toString(),
        priceSol,
        soldAfter: t.soldAfter.toString(),
        signature: t.signature,
      })),
    )
    .onConflictDoNothing();
  if (!exchangeRow) return;
  // The price is read once for the statement, not once per row and column; rows keep their order (seq).
  const rows = sql.join(
    priced.map(({ t, priceSol }, i) => {
      const buy = t.side === 'buy';
      return sql`(${i}::integer, ${t.poolId}, ${t.signature}, ${t.wallet}, ${buy ? NATIVE_MINT : t.mint},
        ${buy ? t.mint : NATIVE_MINT}, ${(buy ? t.lamports + t.fee : t.tokens).toString()},
        ${(buy ? t.tokens : t.lamports - t.fee).toString()}, ${t.fee.toString()}, ${priceSol}::float8,
        ${t.lamports.toString()}::numeric, ${t.fee.toString()}::numeric)`;
    }),
    sql`, `,
  );
  // The curve's own volume is the lamports before fee; USD at the latest sample, null before any.
  await tx.execute(sql`
    insert into ${swaps} (pool_id, signature, wallet, input_mint, output_mint, amount_in, amount_out, fee_amount,
      price, volume_usd, fee_usd)
    select v.pool_id, v.signature, v.wallet, v.input_mint, v.output_mint, v.amount_in, v.amount_out, v.fee_amount,
      v.price, sol.usd * v.lamports / 1e9, sol.usd * v.fee / 1e9
    from (values ${rows}) as v (turn, pool_id, signature, wallet, input_mint, output_mint, amount_in, amount_out,
      fee_amount, price, lamports, fee)
    left join ${latestSolUsd} as sol on true
    order by v.turn
    on conflict do nothing`);
}
