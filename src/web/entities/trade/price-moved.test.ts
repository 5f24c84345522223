import { describe, expect, it } from 'vitest';
import { dexMessages } from '@shared/schemas/dex';
import type { PlannedOperation } from '@shared/schemas/operations';
import { OperationError } from '@web/entities/operations/operation-error';
import { canResign, isPriceMoved, movedQuote, plannedAmounts } from './price-moved';
import { ApiError, toApiError } from '@web/lib/api-client';

const plan = (outAmount: string, minimumReceived: string): PlannedOperation => ({
  operationId: 'op',
  transactions: [],
  summary: { inAmount: '100', outAmount, minimumReceived, priceImpact: 0.1, feeAmount: '1', pair: 'p' },
});

describe('price moved re-sign rule', () => {
  it("recognises the server's price_moved code, not the message text", () => {
    const cause = { status: 409, code: 'price_moved' };
    expect(isPriceMoved(new OperationError('failed', 'any wording', null, cause))).toBe(true);
    expect(isPriceMoved(new ApiError(409, 'any wording', 'price_moved'))).toBe(true);
    expect(isPriceMoved(new OperationError('failed', dexMessages.priceMoved))).toBe(false);
    expect(isPriceMoved(new ApiError(409, dexMessages.priceMoved, 'conflict'))).toBe(false);
    expect(isPriceMoved(dexMessages.priceMoved)).toBe(false);
    expect(isPriceMoved(null)).toBe(false);
  });

  it('signs again when the new output is at least the original minimum received', () => {
    expect(canResign(plan('1000', '995'), plan('995', '990'))).toBe(true);
    expect(canResign(plan('1000', '995'), plan('1200', '1194'))).toBe(true);
  });

  it('refuses when the new output falls below the original minimum received', () => {
    expect(canResign(plan('1000', '995'), plan('994', '989'))).toBe(false);
  });

  it('refuses when a summary is not a swap quote', () => {
    const odd: PlannedOperation = { operationId: 'x', transactions: [], summary: { foo: 1 } };
    expect(plannedAmounts(odd)).toBeNull();
    expect(canResign(plan('1000', '995'), odd)).toBe(false);
  });

  it("reads the new quote a planning 409 'price_moved' carries, and nothing from other refusals", () => {
    const quote = { id: 'r2', outAmount: '990', minimumReceived: '980' };
    const body = (error: string) => JSON.stringify({ error, message: dexMessages.priceMoved, quote });
    expect(movedQuote(toApiError(409, 'Conflict', body('price_moved')))).toEqual(quote);
    expect(movedQuote(toApiError(409, 'Conflict', body('conflict')))).toBeUndefined();
    const bare = JSON.stringify({ error: 'price_moved', message: dexMessages.priceMoved });
    expect(movedQuote(toApiError(409, 'Conflict', bare))).toBeUndefined();
    expect(
      movedQuote(new OperationError('failed', 'x', null, { status: 409, code: 'price_moved' })),
    ).toBeUndefined();
  });
});
