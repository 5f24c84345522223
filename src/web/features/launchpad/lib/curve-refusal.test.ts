import { describe, expect, it } from 'vitest';
import { launchpadMessages, type CurveQuote } from '@shared/schemas/launchpad';
import { dexMessages } from '@shared/schemas/dex';
import { toApiError } from '@web/lib/api-client';
import { OperationError } from '@web/entities/operations';
import { curveRefusal } from './curve-refusal';

const quote: CurveQuote = {
  side: 'buy',
  tokens: '1000',
  lamports: '99',
  feeLamports: '1',
  totalLamports: '100',
  priceAfterSol: 0.1,
  progressAfter: 12.5,
  minimumReceived: '990',
  slippage: 1,
};
const answer = (status: number, error: string, message: string, extra: object = {}) =>
  toApiError(status, 'x', JSON.stringify({ error, message, ...extra }));
const atSubmit = (status: number, error: string, message: string, extra: object = {}) =>
  new OperationError('failed', message, null, {
    status,
    code: error,
    body: { error, message, ...extra },
  });

describe('curve trade refusals the panel shows itself', () => {
  it('reads the new quote of a 409 curve_price_moved at planning and at submit', () => {
    for (const make of [answer, atSubmit]) {
      expect(curveRefusal(make(409, 'curve_price_moved', launchpadMessages.priceMoved, { quote }))).toEqual({
        kind: 'moved',
        quote,
        notice: dexMessages.priceMoved,
      });
    }
  });

  it("keeps the 'fewer tokens left' reason as the notice", () => {
    const refusal = curveRefusal(
      answer(409, 'curve_price_moved', launchpadMessages.fewerThanMinimum, { quote }),
    );
    expect(refusal).toMatchObject({ kind: 'moved', notice: launchpadMessages.fewerThanMinimum });
  });

  it('is not a new quote without a well-formed quote, nor for the swap screens’ code', () => {
    expect(curveRefusal(answer(409, 'curve_price_moved', launchpadMessages.priceMoved))).toBeNull();
    expect(
      curveRefusal(answer(409, 'curve_price_moved', 'x', { quote: { ...quote, tokens: 5 } })),
    ).toBeNull();
    expect(curveRefusal(answer(409, 'price_moved', dexMessages.priceMoved, { quote }))).toBeNull();
  });

  it('recognises a sold-out curve at submit (409) and at planning (its message)', () => {
    const soldOut = { kind: 'sold-out', message: launchpadMessages.soldOut };
    expect(curveRefusal(atSubmit(409, 'curve_sold_out', launchpadMessages.soldOut))).toEqual(soldOut);
    expect(curveRefusal(answer(400, 'bad_request', launchpadMessages.soldOut))).toEqual(soldOut);
    expect(curveRefusal(answer(400, 'bad_request', launchpadMessages.insufficient))).toBeNull();
  });
});
