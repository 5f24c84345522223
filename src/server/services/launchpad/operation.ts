import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CURVE_KINDS, isComplete } from '@shared/math/bonding-curve';
import { launchpadMessages } from '@shared/schemas/launchpad';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { launches } from '../../db/schema';
import {
  applyCurveTrade,
  moveCurve,
  recordCurveTrade,
  recordCurveTrades,
  registerCurvePool,
  retireCurvePool,
  type CurveTrade,
} from '../../exchange/pools/bonding-curve/pool';
import { invalidateMarket } from '../../exchange/market-cache';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation, type FinishedOperation } from '../../chain/pipeline/operation-definition';
import { conflict } from '../../lib/errors';
import { curveLockKey, CurveShortfall, curveOf, findLaunch, vaultSurplus, type LaunchRow } from './chain';
import { enqueueGraduation } from './enqueue-graduation';
import { CURVE_SOLD_OUT, priceCurveTrades } from './group-pricing';
import { PRICE_MOVED } from './settle-trade';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const LAUNCHPAD_LAUNCH = OPERATION_KIND.launchpadLaunch;
export const LAUNCHPAD_TRADE = OPERATION_KIND.launchpadTrade;
export { PRICE_MOVED, CURVE_SOLD_OUT };
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
  /** Trades planned before slippage have none of the optional keys: they were signed at the quote. */
  slippage: z.number().optional(),
  /** Buy: the fewest tokens; sell: the fewest lamports after the fee (what the wallet signed for). */
  minimumReceived: z.string().optional(),
  signedTokens: z.string().optional(),
  signedLamports: z.string().optional(),
  signedFeeLamports: z.string().optional(),
  /** Set at co-sign: the trade at the curve's state at its turn (`settle-trade.ts`). */
  settledTokens: z.string().optional(),
  settledLamports: z.string().optional(),
  settledFeeLamports: z.string().optional(),
  received: z.string().optional(),
  refundLamports: z.string().optional(),
};
type TradeSummary = z.infer<z.ZodObject<typeof tradeShape>>;

/** The launch, trading on its curve and backed by its vaults (a shortfall is logged and refused). */
async function liveLaunch(ctx: AppContext, mint: string): Promise<LaunchRow> {
  const row = await findLaunch(ctx, mint);
  if (row.status === 'graduating' || row.status === 'graduated')
    throw conflict(CURVE_SOLD_OUT, launchpadMessages.soldOut);
  if (row.status !== 'live') throw conflict(PRICE_MOVED, launchpadMessages.notLive);
  const backed = await vaultSurplus(ctx, row).catch((error: unknown) => {
    throw error instanceof CurveShortfall ? conflict(CURVE_UNAVAILABLE, launchpadMessages.notLive) : error;
  });
  if (!backed) throw conflict(CURVE_UNAVAILABLE, launchpadMessages.notLive);
  return row;
}

/** The launch's first buy goes with the mint's creation: no one else can trade the curve before it. */
async function cosignLaunch(ctx: AppContext, mint: string, signed: string[]): Promise<string[]> {
  const row = await findLaunch(ctx, mint);
  if (row.status !== 'pending') throw conflict(PRICE_MOVED, launchpadMessages.notLive);
  return Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform)));
}

/**
 * Records the confirmed trade and moves the curve's recorded state by exactly what it moved through the
 * vaults (in the confirming DB transaction); a sold-out curve starts graduating.
 */
async function recordTrade(
  tx: Db,
  op: FinishedOperation<TradeSummary>,
  ctx: AppContext,
): Promise<Record<string, unknown>> {
  const row = await findLaunch(ctx, op.summary.mint, tx);
  const { side } = op.summary;
  const tokens = op.summary.settledTokens ?? op.summary.tokens;
  const lamports = op.summary.settledLamports ?? op.summary.lamports;
  const feeLamports = op.summary.settledFeeLamports ?? op.summary.feeLamports;
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
  const { received, refundLamports } = op.summary;
  return {
    signature,
    txHash: signature,
    mint: row.mint,
    tokens,
    lamports,
    feeLamports,
    received,
    refundLamports,
    status,
  };
}

/**
 * `recordTrade` for a group's confirmed trades, in their order: each curve moved once by their net, their
 * rows in one statement per table, each with the curve's state after it (as one at a time would record
 * them), the launch's status once.
 */
async function recordTrades(
  tx: Db,
  ops: FinishedOperation<TradeSummary>[],
  ctx: AppContext,
): Promise<Array<Record<string, unknown>>> {
  const results = new Map<FinishedOperation<TradeSummary>, Record<string, unknown>>();
  const mints = [...new Set(ops.map((op) => op.summary.mint))];
  for (const mint of mints) {
    const trades = ops.filter((op) => op.summary.mint === mint).map(amountsOf);
    const moving = trades.filter((t) => t.tokens > 0n);
    const net = (f: (t: Amounts) => bigint) => moving.reduce((sum, t) => sum + t.sign * f(t), 0n);
    const sold = net((t) => t.tokens);
    const raised = net((t) => t.lamports);
    const row = moving.length > 0 ? await moveCurve(tx, mint, sold, raised) : await findLaunch(ctx, mint, tx);
    if (!row) throw new Error(`launch ${mint} is not stored`);
    const end = curveOf(row);
    let state = { ...end, sold: end.sold - sold, raised: end.raised - raised };
    const recorded: CurveTrade[] = [];
    for (const t of trades) {
      const signature = t.op.signatures[0] ?? '';
      if (t.tokens > 0n) {
        state = {
          ...state,
          sold: state.sold + t.sign * t.tokens,
          raised: state.raised + t.sign * t.lamports,
        };
        const { side } = t.op.summary;
        const trade = { tokens: t.tokens, lamports: t.lamports, fee: t.fee, soldAfter: state.sold };
        recorded.push({ mint, poolId: row.solVault, wallet: t.op.wallet, side, signature, ...trade });
      }
      const { received, refundLamports } = t.op.summary;
      results.set(t.op, {
        signature,
        txHash: signature,
        mint,
        tokens: t.tokens.toString(),
        lamports: t.lamports.toString(),
        feeLamports: t.fee.toString(),
        received,
        refundLamports,
        status: isComplete(state) ? 'graduating' : 'live',
      });
    }
    await recordCurveTrades(tx, recorded, true);
    const status = isComplete(end) ? 'graduating' : 'live';
    if (row.status !== status) await tx.update(launches).set({ status }).where(eq(launches.mint, mint));
    if (status === 'live') await registerCurvePool(tx, row, ctx.platform.address);
    else await retireCurvePool(tx, mint);
  }
  return ops.map((op) => results.get(op) ?? {});
}

type Amounts = ReturnType<typeof amountsOf>;

/** The trade as settled (trades planned before slippage: as quoted). */
const amountsOf = (op: FinishedOperation<TradeSummary>) => ({
  op,
  sign: op.summary.side === 'buy' ? 1n : -1n,
  tokens: BigInt(op.summary.settledTokens ?? op.summary.tokens),
  lamports: BigInt(op.summary.settledLamports ?? op.summary.lamports),
  fee: BigInt(op.summary.settledFeeLamports ?? op.summary.feeLamports),
});

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
  cosign: (ctx, op, signed) => cosignLaunch(ctx, op.summary.mint, signed),
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
  // Group commit: a rush of trades on one curve is priced, sent, settled and recorded together.
  group: {
    laneOf: (op) => op.summary.side,
    price: (ctx, ops, start) => priceCurveTrades(ctx, ops, (mint) => liveLaunch(ctx, mint), start),
    cosign: (ctx, _op, signed) =>
      Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform))),
  },
  onConfirmed: recordTrade,
  onGroupConfirmed: recordTrades,
  afterCommit(op, ctx) {
    invalidateMarket(ctx);
    enqueueGraduation(ctx, op.summary.mint);
  },
  afterGroupCommit(ops, ctx) {
    invalidateMarket(ctx);
    for (const mint of new Set(ops.map((op) => op.summary.mint))) enqueueGraduation(ctx, mint);
  },
});
