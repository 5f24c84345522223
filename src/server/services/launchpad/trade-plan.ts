import { createNoopSigner, type Address } from '@solana/kit';
import { CURVE_DECIMALS, isComplete, tradeFee } from '@shared/math/bonding-curve';
import { grossForNet, signedBuyOf, signedSellOf } from '@shared/math/curve-settle';
import { DEFAULT_CURVE_SLIPPAGE, launchpadMessages, type CurveQuote } from '@shared/schemas/launchpad';
import type { PlannedOperation } from '@shared/schemas/operations';
import { parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { planOperation } from '../../chain/pipeline/plan';
import { planIn, roomToPlan } from '../../chain/pipeline/submit-room';
import { readTokenAmounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import { badRequest, conflict } from '../../lib/errors';
import { curveLockKey, findTradeLaunch, tokenRef, type TradeLaunch } from './chain';
import { quotedCurve } from './curve-ahead';
import { afterPlanned, tradePlanning } from './curve-queue';
import { buyInstructions, sellInstructions } from './instructions';
import { curveTradeOperation } from './operation';
import { quoteOn } from './quote';
import { PRICE_MOVED } from './settle-trade';

type Side = 'buy' | 'sell';

const unitsOf = (side: Side, amount: string): bigint => {
  const units = parseUiAmount(amount, side === 'buy' ? 9 : CURVE_DECIMALS);
  if (units === null || units <= 0n) throw badRequest(launchpadMessages.amountInvalid);
  return units;
};

const SOLD_OUT = new Set(['graduating', 'graduated']);

async function liveCurve(ctx: AppContext, mint: string) {
  const row = await findTradeLaunch(ctx, mint);
  if (SOLD_OUT.has(row.status)) throw badRequest(launchpadMessages.soldOut);
  if (row.status !== 'live') throw badRequest(launchpadMessages.notLive);
  const state = quotedCurve(ctx, row);
  // Sold out by a group on its way to the chain: its launch is not marked yet.
  if (isComplete(state)) throw badRequest(launchpadMessages.soldOut);
  return { row, state };
}

export async function quoteTrade(
  ctx: AppContext,
  mint: string,
  side: Side,
  amount: string,
  slippage = DEFAULT_CURVE_SLIPPAGE,
): Promise<CurveQuote> {
  const { state } = await liveCurve(ctx, mint);
  return quoteOn(afterPlanned(ctx, mint, state), side, unitsOf(side, amount), slippage);
}

/**
 * Plans a curve trade at the curve's state now, signed at the minimum `slippage` allows: a buy pays the
 * quoted SOL and fee for at least the minimum tokens, a sell gives its tokens for at least the minimum
 * proceeds (fee on those). Under the curve lock the platform prices it again and settles the difference
 * (operation.ts), or refuses it beyond the tolerance. `quoted` is the minimum of the quote the user saw:
 * never signed for less, and a curve that can no longer pay it is refused (409) with the new quote before
 * anything is signed.
 */
export async function planTrade(
  ctx: AppContext,
  wallet: Address,
  mint: string,
  side: Side,
  amount: string,
  slippage = DEFAULT_CURVE_SLIPPAGE,
  quoted?: bigint,
): Promise<PlannedOperation> {
  const units = unitsOf(side, amount);
  return planIn(await roomToPlan([curveLockKey(mint)], wallet), async () => {
    const { row, state } = await liveCurve(ctx, mint);
    await assertBacked(ctx, wallet, mint, side, units);
    const quote = quoteOn(afterPlanned(ctx, mint, state, wallet), side, units, slippage);
    const queued = tradePlanning(ctx, mint, wallet, { side, units });
    try {
      const planned = await planAt(ctx, wallet, row, side, quote, slippage, quoted);
      queued.planned(planned.operationId);
      return planned;
    } catch (error) {
      queued.dropped();
      throw error;
    }
  });
}

/**
 * Before a plan counts in the curve queue: a sale needs the tokens, a buy the SOL it spends (the curve's
 * fee included), read from the chain now, as the form checks the balance it shows. The network fee and a
 * new token account's rent move nothing on the curve; the plan's simulation refuses a wallet short of them.
 */
async function assertBacked(ctx: AppContext, wallet: Address, mint: string, side: Side, units: bigint) {
  if (side === 'buy') {
    const { value: lamports } = await ctx.chain.rpc.getBalance(wallet, { commitment: 'confirmed' }).send();
    if (units > lamports) throw badRequest(launchpadMessages.insufficientSol);
    return;
  }
  const [held] = await readTokenAmounts(ctx, [await ata(wallet, tokenRef(mint))]);
  if (!held) throw badRequest(launchpadMessages.nothingToSell);
  if (units > held) throw badRequest(launchpadMessages.insufficient);
}

/** The trade's transaction at `quote`, signed at the minimum its slippage allows (never below `quoted`). */
async function planAt(
  ctx: AppContext,
  wallet: Address,
  row: TradeLaunch,
  side: Side,
  quote: CurveQuote,
  slippage: number,
  quoted?: bigint,
): Promise<PlannedOperation> {
  const mint = row.mint;
  const q = {
    tokens: BigInt(quote.tokens),
    lamports: BigInt(quote.lamports),
    fee: BigInt(quote.feeLamports),
  };
  if (q.tokens === 0n || q.lamports === 0n) throw badRequest(launchpadMessages.tooSmall);
  const receives = BigInt(side === 'buy' ? quote.tokens : quote.totalLamports);
  if (quoted !== undefined && receives < quoted)
    throw conflict(PRICE_MOVED, launchpadMessages.priceMoved, { quote });
  const floor = quoted ?? 0n;
  const user = createNoopSigner(wallet);
  const platform = createNoopSigner(ctx.platform.address);
  const signed =
    side === 'buy'
      ? (() => {
          const b = signedBuyOf({ ...q, cost: q.lamports }, slippage);
          return { tokens: b.minTokens > floor ? b.minTokens : floor, lamports: b.cost, fee: b.fee };
        })()
      : (() => {
          const s = signedSellOf({ tokens: q.tokens, gross: q.lamports }, slippage);
          if (s.gross - s.fee >= floor) return { tokens: s.tokens, lamports: s.gross, fee: s.fee };
          const gross = grossForNet(floor);
          return { tokens: s.tokens, lamports: gross, fee: tradeFee(gross) };
        })();
  if (signed.tokens === 0n || signed.lamports === 0n) throw badRequest(launchpadMessages.tooSmall);
  const instructions =
    side === 'buy'
      ? await buyInstructions(user, platform, row, { ...signed, cost: signed.lamports })
      : await sellInstructions(user, platform, row, { ...signed, gross: signed.lamports });
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
      slippage,
      minimumReceived: (side === 'buy' ? signed.tokens : signed.lamports - signed.fee).toString(),
      signedTokens: signed.tokens.toString(),
      signedLamports: signed.lamports.toString(),
      signedFeeLamports: signed.fee.toString(),
    },
    transactions: [instructions],
  });
}
