/**
 * One-signature slippage on a bonding curve. The wallet signs a trade at the minimum it accepts; at its
 * turn (under the curve lock) the platform prices it at the curve's recorded state and, when the fair
 * amount reaches the minimum, pays the difference in a settlement. These functions say what is fair and
 * who pays whom, to the lamport.
 */
import { minimumReceived } from './amm';
import { buyWith, remaining, sellProceeds, tradeFee, type CurveState } from './bonding-curve';

/** A signed buy: `cost` into the SOL vault, `fee` to the platform, at least `minTokens` out. */
export interface SignedBuy {
  cost: bigint;
  fee: bigint;
  minTokens: bigint;
}

export interface FairBuy {
  tokens: bigint;
  /** Lamports the curve keeps (recorded as raised) and the platform's fee. */
  cost: bigint;
  fee: bigint;
  /** Tokens the settlement sends beyond the signed minimum. */
  extraTokens: bigint;
  /** Lamports back to the wallet: from the SOL vault, and in all (the rest is fee the platform returns). */
  refundFromVault: bigint;
  refund: bigint;
}

/**
 * The signed SOL buys what it buys at `state`. Only at the end of the sale does the curve take less than
 * signed (the remaining tokens cost less): the buy gets the rest of the curve, its fee is 1 % of what it
 * really cost, and the excess SOL and fee go back to the wallet, as pump.fun refunds the last buy.
 * Null when that is below the signed minimum.
 */
export function fairBuy(state: CurveState, signed: SignedBuy): FairBuy | null {
  const { tokens, cost } = buyWith(state, signed.cost);
  if (tokens < signed.minTokens || tokens === 0n) return null;
  const capped = tokens === remaining(state) && cost < signed.cost;
  // Short of the end every signed lamport buys: a ladder's rounding dust stays with the curve, as raised.
  if (!capped)
    return {
      tokens,
      cost: signed.cost,
      fee: signed.fee,
      extraTokens: tokens - signed.minTokens,
      refundFromVault: 0n,
      refund: 0n,
    };
  const fee = tradeFee(cost) < signed.fee ? tradeFee(cost) : signed.fee;
  const refundFromVault = signed.cost - cost;
  return {
    tokens,
    cost,
    fee,
    extraTokens: tokens - signed.minTokens,
    refundFromVault,
    refund: refundFromVault + signed.fee - fee,
  };
}

/** A signed sell: `tokens` into the vault, `gross` out of the SOL vault, of which `fee` to the platform. */
export interface SignedSell {
  tokens: bigint;
  gross: bigint;
  fee: bigint;
}

export interface FairSell {
  gross: bigint;
  fee: bigint;
  /** Lamports the settlement takes out of the SOL vault, and what of them the wallet gets (the rest is fee). */
  extraFromVault: bigint;
  extraToWallet: bigint;
}

/**
 * The signed tokens fetch their proceeds at `state`. The wallet signed the fee on its minimum, which is
 * never more than the fee on the fair proceeds; the settlement pays the surplus less the fee's rise.
 * Null when the proceeds fall short of the signed minimum.
 */
export function fairSell(state: CurveState, signed: SignedSell): FairSell | null {
  const gross = sellProceeds(state, signed.tokens);
  if (gross < signed.gross || gross === 0n) return null;
  const fee = tradeFee(gross);
  const extraFromVault = gross - signed.gross;
  return { gross, fee, extraFromVault, extraToWallet: extraFromVault - (fee - signed.fee) };
}

/** What the wallet signs for a quoted buy: its SOL and fee as quoted, the tokens less the tolerance. */
export const signedBuyOf = (q: { tokens: bigint; cost: bigint; fee: bigint }, slippagePercent: number) => ({
  cost: q.cost,
  fee: q.fee,
  minTokens: minimumReceived(q.tokens, slippagePercent),
});

/** What the wallet signs for a quoted sell: its tokens, the proceeds less the tolerance, 1 % of those. */
export function signedSellOf(q: { tokens: bigint; gross: bigint }, slippagePercent: number): SignedSell {
  const gross = minimumReceived(q.gross, slippagePercent);
  return { tokens: q.tokens, gross, fee: gross === 0n ? 0n : tradeFee(gross) };
}

/** The fewest gross proceeds that leave at least `net` lamports after the 1 % fee. */
export function grossForNet(net: bigint): bigint {
  let gross = net + tradeFee(net);
  while (gross - tradeFee(gross) < net) gross += 1n;
  return gross;
}
