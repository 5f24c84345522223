import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  buyCost,
  CURVE_KINDS,
  isComplete,
  remaining,
  sellProceeds,
  type CurveState,
} from '@shared/math/bonding-curve';
import { launchpadMessages } from '@shared/schemas/launchpad';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { launches } from '../../db/schema';
import {
  applyCurveTrade,
  recordCurveTrade,
  registerCurvePool,
  retireCurvePool,
} from '../../exchange/curve-pool';
import { invalidateMarket } from '../../exchange/market-cache';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation, type FinishedOperation } from '../../chain/pipeline/operation-definition';
import { conflict } from '../../lib/errors';
import { curveLockKey, CurveShortfall, curveOf, findLaunch, vaultSurplus } from './chain';
import { enqueueGraduation } from './graduation-queue';

export const LAUNCHPAD_LAUNCH = 'launchpad_launch';
export const LAUNCHPAD_TRADE = 'launchpad_trade';
export const PRICE_MOVED = 'curve_price_moved';
export const CURVE_UNAVAILABLE = 'curve_unavailable';

const tradeShape = {
  mint: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  /** Base units; `lamports` is the fee-less cost (buy) or gross proceeds (sell). */
  tokens: z.string(),
  lamports: z.string(),
  feeLamports: z.string(),
  totalLamports: z.string(),
};

/** Whether the planned trade is still fair to the curve at its fresh state (checked under the curve lock). */
function stillFair(state: CurveState, side: 'buy' | 'sell', tokens: bigint, lamports: bigint): boolean {
  if (side === 'buy') {
    if (tokens > remaining(state)) return false;
    const cost = buyCost(state, tokens);
    return cost !== null && cost <= lamports;
  }
  return sellProceeds(state, tokens) >= lamports && lamports > 0n;
}

async function recheckAndCosign(
  ctx: AppContext,
  op: { summary: { mint: string; side: 'buy' | 'sell'; tokens: string; lamports: string } },
  signed: string[],
  launching: boolean,
): Promise<string[]> {
  const row = await findLaunch(ctx, op.summary.mint);
  if (row.status !== (launching ? 'pending' : 'live')) throw conflict(PRICE_MOVED, launchpadMessages.notLive);
  if (!launching) {
    // Priced at the recorded state; the vaults must still back it (a shortfall is logged and refused).
    const backed = await vaultSurplus(ctx, row).catch((error: unknown) => {
      throw error instanceof CurveShortfall ? conflict(CURVE_UNAVAILABLE, launchpadMessages.notLive) : error;
    });
    if (!backed) throw conflict(CURVE_UNAVAILABLE, launchpadMessages.notLive);
    const state = curveOf(row);
    if (!stillFair(state, op.summary.side, BigInt(op.summary.tokens), BigInt(op.summary.lamports)))
      throw conflict(PRICE_MOVED, launchpadMessages.priceMoved);
  }
  return Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform)));
}

/**
 * Records the confirmed trade and moves the curve's recorded state by exactly what it moved through the
 * vaults (in the confirming DB transaction); a sold-out curve starts graduating.
 */
async function recordTrade(
  tx: Db,
  op: FinishedOperation<z.infer<z.ZodObject<typeof tradeShape>>>,
  ctx: AppContext,
): Promise<Record<string, unknown>> {
  const row = await findLaunch(ctx, op.summary.mint, tx);
  const { tokens, lamports, feeLamports, side } = op.summary;
  const signature = op.signatures[0] ?? '';
  let state = curveOf(row);
  if (BigInt(tokens) > 0n) {
    const trade = { tokens: BigInt(tokens), lamports: BigInt(lamports), fee: BigInt(feeLamports) };
    state = (await applyCurveTrade(tx, row.mint, side, trade.tokens, trade.lamports)) ?? state;
    const where = { mint: row.mint, poolId: row.solVault, wallet: op.wallet, side, signature };
    await recordCurveTrade(tx, { ...where, ...trade, soldAfter: state.sold }, true);
  }
  const status = isComplete(state) ? 'graduating' : 'live';
  await tx.update(launches).set({ status }).where(eq(launches.mint, row.mint));
  // The live curve trades on the exchange as a pool until it sells out.
  if (status === 'live') await registerCurvePool(tx, row, ctx.platform.address);
  else await retireCurvePool(tx, row.mint);
  return { signature, txHash: signature, mint: row.mint, tokens, lamports, status };
}

export const launchOperation = defineOperation({
  kind: LAUNCHPAD_LAUNCH,
  summary: z.object({
    ...tradeShape,
    name: z.string(),
    curve: z.enum(CURVE_KINDS),
    launchFeeLamports: z.string(),
    mintRentLamports: z.string(),
  }),
  lockKeys: (op) => [curveLockKey(op.summary.mint)],
  cosign: (ctx, op, signed) => recheckAndCosign(ctx, op, signed, true),
  onConfirmed: recordTrade,
  async onFailed(tx, op) {
    await tx.update(launches).set({ status: 'failed' }).where(eq(launches.mint, op.summary.mint));
  },
  afterCommit(op, ctx) {
    invalidateMarket(ctx);
    enqueueGraduation(ctx, op.summary.mint);
  },
});

export const curveTradeOperation = defineOperation({
  kind: LAUNCHPAD_TRADE,
  summary: z.object(tradeShape),
  lockKeys: (op) => [curveLockKey(op.summary.mint)],
  cosign: (ctx, op, signed) => recheckAndCosign(ctx, op, signed, false),
  onConfirmed: recordTrade,
  afterCommit(op, ctx) {
    invalidateMarket(ctx);
    enqueueGraduation(ctx, op.summary.mint);
  },
});
