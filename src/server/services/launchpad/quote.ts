import {
  CURVE_SALE,
  priceInSol,
  quoteBuy,
  quoteSell,
  spotPrice,
  type CurveState,
} from '@shared/math/bonding-curve';
import { signedBuyOf, signedSellOf } from '@shared/math/curve-settle';
import { DEFAULT_CURVE_SLIPPAGE, type CurveQuote } from '@shared/schemas/launchpad';

type Side = 'buy' | 'sell';

/**
 * A buy spends `units` lamports (fee included); a sell sells `units` token base units. The minimum is what
 * the wallet signs for at `slippage` percent (tokens for a buy, lamports after the fee for a sell).
 */
export function quoteOn(
  state: CurveState,
  side: Side,
  units: bigint,
  slippage = DEFAULT_CURVE_SLIPPAGE,
): CurveQuote {
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
    minimumReceived: minimumOf(side, q, slippage).toString(),
    slippage,
  };
}

function minimumOf(side: Side, q: { tokens: bigint; lamports: bigint; fee: bigint }, slippage: number) {
  if (side === 'buy') return signedBuyOf({ ...q, cost: q.lamports }, slippage).minTokens;
  const signed = signedSellOf({ tokens: q.tokens, gross: q.lamports }, slippage);
  return signed.gross - signed.fee;
}
