import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyCost,
  CURVE_SALE,
  quoteBuy,
  quoteSell,
  remaining,
  tradeFee,
  type CurveState,
} from './bonding-curve';
import { fairBuy, fairSell, signedBuyOf, signedSellOf } from './curve-settle';

const SOL = 10n ** 9n;
const state = (lamports: bigint): CurveState => {
  const q = quoteBuy({ kind: 'standard', sold: 0n, raised: 0n }, lamports);
  return { kind: 'standard', sold: q.tokens, raised: q.cost };
};

describe('one-signature slippage on a curve', () => {
  it('a buy that the curve moved under within its tolerance gets the fair tokens, the signed SOL and fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 40n * SOL),
        fc.bigInt(1n, 5n * SOL),
        fc.bigInt(SOL / 100n, 3n * SOL),
        (at, moved, spend) => {
          const planned = state(at);
          const q = quoteBuy(planned, spend);
          const signed = signedBuyOf(q, 10);
          const fresh = state(at + moved);
          const fair = fairBuy(fresh, signed);
          if (!fair) return;
          expect(fair.tokens).toBe(signed.minTokens + fair.extraTokens);
          expect(fair.fee <= signed.fee).toBe(true);
          expect(fair.cost + fair.fee + fair.refund).toBe(signed.cost + signed.fee);
          expect(fair.refundFromVault).toBe(signed.cost - fair.cost);
          if (fair.tokens < remaining(fresh)) expect(fair.refund).toBe(0n);
        },
      ),
    );
  });

  it('the last buy pays the price of what is left plus 1 % and gets the rest of its SOL back', () => {
    const planned = state(80n * SOL);
    const q = quoteBuy(planned, 10n * SOL);
    expect(q.tokens).toBe(remaining(planned));
    const signed = signedBuyOf(q, 50);
    const fresh = state(81n * SOL);
    const fair = fairBuy(fresh, signed);
    const cost = buyCost(fresh, remaining(fresh)) ?? 0n;
    expect(fair).toMatchObject({ tokens: remaining(fresh), cost, fee: tradeFee(cost) });
    expect(fair?.refund).toBe(signed.cost + signed.fee - cost - tradeFee(cost));
    expect(fairBuy({ ...fresh, sold: CURVE_SALE }, signed)).toBeNull();
  });

  it('a sell pays the fair proceeds less 1 % of them; the fee never falls below the signed one', () => {
    fc.assert(
      fc.property(
        fc.bigInt(SOL, 60n * SOL),
        fc.bigInt(-SOL, SOL),
        fc.bigInt(1n, 10n ** 12n),
        (at, moved, tokens) => {
          const planned = state(at);
          const signed = signedSellOf({ tokens, gross: quoteSell(planned, tokens).gross }, 10);
          const fair = fairSell(state(at + moved), signed);
          if (!fair) return;
          expect(fair.fee >= signed.fee).toBe(true);
          expect(signed.gross + fair.extraFromVault).toBe(fair.gross);
          expect(signed.gross - signed.fee + fair.extraToWallet).toBe(fair.gross - fair.fee);
          expect(fair.extraToWallet >= 0n).toBe(true);
        },
      ),
    );
  });

  it('refuses a trade the curve moved beyond its minimum', () => {
    const q = quoteBuy(state(SOL), SOL);
    expect(fairBuy(state(20n * SOL), signedBuyOf(q, 1))).toBeNull();
    const tokens = q.tokens;
    const sell = signedSellOf({ tokens, gross: quoteSell(state(20n * SOL), tokens).gross }, 1);
    expect(fairSell(state(SOL), sell)).toBeNull();
  });
});
