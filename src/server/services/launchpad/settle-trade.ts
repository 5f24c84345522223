import type { Address, Instruction } from '@solana/kit';
import { remaining, type CurveState } from '@shared/math/bonding-curve';
import { fairBuy, fairSell } from '@shared/math/curve-settle';
import { CURVE_PRICE_MOVED_CODE, launchpadMessages } from '@shared/schemas/launchpad';
import type { AppContext } from '../../context';
import { payOut } from '../../exchange/settlement-transfers';
import { conflict } from '../../lib/errors';
import { tokenRef, type LaunchRow } from './chain';
import { solFromVault } from './instructions';
import { quoteOn } from './quote';

export const PRICE_MOVED = CURVE_PRICE_MOVED_CODE;

/** What a curve trade's summary holds of the signed trade (plan time). */
export interface SignedTrade {
  side: 'buy' | 'sell';
  tokens: string;
  lamports: string;
  feeLamports: string;
  totalLamports: string;
  slippage?: number;
  /** What the wallet signed: at its minimum (absent on trades planned before slippage: then the quote). */
  signedTokens?: string;
  signedLamports?: string;
  signedFeeLamports?: string;
}

/** The trade as it executes: recorded on the curve and shown to the wallet. */
export interface SettledTrade {
  settledTokens: string;
  /** Into (buy) or out of (sell) the curve, before the fee. */
  settledLamports: string;
  settledFeeLamports: string;
  /** Tokens (buy) or lamports after the fee (sell) the wallet gets in all. */
  received: string;
  /** Lamports back to a buy that reached the end of the curve. */
  refundLamports: string;
}

const signedOf = (t: SignedTrade) => ({
  tokens: BigInt(t.signedTokens ?? t.tokens),
  lamports: BigInt(t.signedLamports ?? t.lamports),
  fee: BigInt(t.signedFeeLamports ?? t.feeLamports),
});

/** The refusal, with the quote the same request would get now (nothing is sent, the operation stays planned). */
function refuse(state: CurveState, trade: SignedTrade, message: string): never {
  const s = signedOf(trade);
  const units = trade.side === 'buy' ? s.lamports + s.fee : s.tokens;
  throw conflict(PRICE_MOVED, message, { quote: quoteOn(state, trade.side, units, trade.slippage) });
}

/**
 * Prices a signed curve trade at the curve's recorded state at its turn (under the curve lock): the fair
 * amounts, and the platform-signed transfers that make the signed minimum up to them. Refuses (409 with the
 * new quote) when the fair amount is below the signed minimum, or a buy's minimum is more than the curve
 * has left.
 */
export async function settleCurveTrade(
  ctx: AppContext,
  wallet: string,
  row: LaunchRow,
  state: CurveState,
  trade: SignedTrade,
): Promise<{ settled: SettledTrade; instructions: Instruction[] }> {
  const signed = signedOf(trade);
  const to = wallet as Address;
  if (trade.side === 'buy') {
    if (signed.tokens > remaining(state)) refuse(state, trade, launchpadMessages.fewerThanMinimum);
    const fair = fairBuy(state, { cost: signed.lamports, fee: signed.fee, minTokens: signed.tokens });
    if (!fair) refuse(state, trade, launchpadMessages.priceMoved);
    const instructions = [
      ...(fair.extraTokens > 0n
        ? await payOut(ctx.platform, to, tokenRef(row.mint), [
            { vault: row.tokenVault, amount: fair.extraTokens },
          ])
        : []),
      ...(await solFromVault(ctx.platform, to, row.solVault, fair.refundFromVault, fair.refund)),
    ];
    const settled = {
      settledTokens: fair.tokens.toString(),
      settledLamports: fair.cost.toString(),
      settledFeeLamports: fair.fee.toString(),
      received: fair.tokens.toString(),
      refundLamports: fair.refund.toString(),
    };
    return { settled, instructions };
  }
  const fair = fairSell(state, { tokens: signed.tokens, gross: signed.lamports, fee: signed.fee });
  if (!fair) refuse(state, trade, launchpadMessages.priceMoved);
  const instructions = await solFromVault(
    ctx.platform,
    to,
    row.solVault,
    fair.extraFromVault,
    fair.extraToWallet,
  );
  const settled = {
    settledTokens: signed.tokens.toString(),
    settledLamports: fair.gross.toString(),
    settledFeeLamports: fair.fee.toString(),
    received: (fair.gross - fair.fee).toString(),
    refundLamports: '0',
  };
  return { settled, instructions };
}
