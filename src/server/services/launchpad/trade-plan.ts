import { createNoopSigner, type Address } from '@solana/kit';
import {
  CURVE_DECIMALS,
  CURVE_SALE,
  priceInSol,
  quoteBuy,
  quoteSell,
  spotPrice,
  type CurveState,
} from '@shared/math/bonding-curve';
import { launchpadMessages, type CurveQuote } from '@shared/schemas/launchpad';
import type { PlannedOperation } from '@shared/schemas/operations';
import { parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { planOperation } from '../../chain/pipeline/plan';
import { readTokenAmounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import { badRequest } from '../../lib/errors';
import { curveOf, findLaunch, tokenRef } from './chain';
import { buyInstructions, sellInstructions } from './instructions';
import { curveTradeOperation } from './operation';

type Side = 'buy' | 'sell';

/** A buy spends `units` lamports (fee included); a sell sells `units` token base units. */
export function quoteOn(state: CurveState, side: Side, units: bigint): CurveQuote {
  const q =
    side === 'buy'
      ? (() => {
          const b = quoteBuy(state, units);
          return { tokens: b.tokens, lamports: b.cost, fee: b.fee, total: b.total };
        })()
      : (() => {
          const s = quoteSell(state, units);
          return { tokens: units, lamports: s.gross, fee: s.fee, total: s.received };
        })();
  const after: CurveState =
    side === 'buy'
      ? { ...state, sold: state.sold + q.tokens, raised: state.raised + q.lamports }
      : { ...state, sold: state.sold - q.tokens, raised: state.raised - q.lamports };
  return {
    side,
    tokens: q.tokens.toString(),
    lamports: q.lamports.toString(),
    feeLamports: q.fee.toString(),
    totalLamports: q.total.toString(),
    priceAfterSol: priceInSol(spotPrice(after)),
    progressAfter: Number((after.sold * 10_000n) / CURVE_SALE) / 100,
  };
}

const unitsOf = (side: Side, amount: string): bigint => {
  const units = parseUiAmount(amount, side === 'buy' ? 9 : CURVE_DECIMALS);
  if (units === null || units <= 0n) throw badRequest(launchpadMessages.amountInvalid);
  return units;
};

async function liveCurve(ctx: AppContext, mint: string) {
  const row = await findLaunch(ctx, mint);
  if (row.status !== 'live') throw badRequest(launchpadMessages.notLive);
  return { row, state: curveOf(row) };
}

export async function quoteTrade(
  ctx: AppContext,
  mint: string,
  side: Side,
  amount: string,
): Promise<CurveQuote> {
  const { state } = await liveCurve(ctx, mint);
  return quoteOn(state, side, unitsOf(side, amount));
}

/** Plans a curve trade at the curve's state now; the platform re-checks it under the curve lock before co-signing. */
export async function planTrade(
  ctx: AppContext,
  wallet: Address,
  mint: string,
  side: Side,
  amount: string,
): Promise<PlannedOperation> {
  const { row, state } = await liveCurve(ctx, mint);
  const units = unitsOf(side, amount);
  if (side === 'sell') {
    const [held] = await readTokenAmounts(ctx, [await ata(wallet, tokenRef(mint))]);
    if (!held) throw badRequest(launchpadMessages.nothingToSell);
    if (units > held) throw badRequest(launchpadMessages.insufficient);
  }
  const quote = quoteOn(state, side, units);
  if (BigInt(quote.tokens) === 0n || BigInt(quote.lamports) === 0n)
    throw badRequest(launchpadMessages.tooSmall);
  const user = createNoopSigner(wallet);
  const platform = createNoopSigner(ctx.platform.address);
  const trade = { tokens: BigInt(quote.tokens), fee: BigInt(quote.feeLamports) };
  const instructions =
    side === 'buy'
      ? await buyInstructions(user, platform, row, { ...trade, cost: BigInt(quote.lamports) })
      : await sellInstructions(user, platform, row, { ...trade, gross: BigInt(quote.lamports) });
  return planOperation(ctx, curveTradeOperation, {
    wallet,
    summary: {
      mint,
      symbol: row.symbol,
      side,
      tokens: quote.tokens,
      lamports: quote.lamports,
      feeLamports: quote.feeLamports,
      totalLamports: quote.totalLamports,
    },
    transactions: [instructions],
  });
}
