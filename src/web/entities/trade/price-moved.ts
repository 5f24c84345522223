import { dexMessages, PRICE_MOVED_CODE, swapSummarySchema } from '@shared/schemas/dex';
import type { PlannedOperation } from '@shared/schemas/operations';
import { ApiError } from '@web/lib/api-client';
import { errorCode } from '@web/entities/operations/operation-error';

/** The server's 409 'price_moved' refusal, from planning (ApiError) or submitting (OperationError). */
export function isPriceMoved(error: unknown): boolean {
  return errorCode(error) === PRICE_MOVED_CODE;
}

/**
 * The new quote a planning 409 'price_moved' carries (the pools can no longer pay the quoted minimum),
 * or undefined. The caller checks its shape with its own quote schema.
 */
export function movedQuote(error: unknown): unknown {
  if (!isPriceMoved(error) || !(error instanceof ApiError)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'quote' in body ? body.quote : undefined;
}

/** Base-unit amounts of a planned swap, or null when the summary is not a swap quote. */
export function plannedAmounts(planned: PlannedOperation): { out: bigint; minimum: bigint } | null {
  const parsed = swapSummarySchema.safeParse(planned.summary);
  if (!parsed.success) return null;
  try {
    return { out: BigInt(parsed.data.outAmount), minimum: BigInt(parsed.data.minimumReceived) };
  } catch {
    return null;
  }
}

/** Sign again only when the fresh quote still pays at least what the user originally accepted. */
export function canResign(original: PlannedOperation, fresh: PlannedOperation): boolean {
  const before = plannedAmounts(original);
  const after = plannedAmounts(fresh);
  return before !== null && after !== null && after.out >= before.minimum;
}

export const PRICE_MOVED_RESIGN_NOTICE =
  'The price moved before your swap was sent. The new quote still pays at least your minimum received, so your wallet is asked to sign again.';
export const PRICE_MOVED_BEYOND_TEXT =
  'Price moved beyond your slippage tolerance. Review the new quote and try again.';
/** Shown with the new quote when planning found that the quote the user accepted can no longer be paid. */
export const PRICE_MOVED_REVIEW_NOTICE = dexMessages.priceMoved;
