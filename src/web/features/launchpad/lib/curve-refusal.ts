import {
  CURVE_PRICE_MOVED_CODE,
  CURVE_SOLD_OUT_CODE,
  curveQuoteSchema,
  launchpadMessages,
  type CurveQuote,
} from '@shared/schemas/launchpad';
import { PRICE_MOVED_REVIEW_NOTICE } from '@web/entities/trade/price-moved';
import { errorBody, errorCode } from '@web/entities/operations';

/** A curve trade the server refused in a way the panel shows itself rather than as a failure. */
export type CurveRefusal =
  { kind: 'moved'; quote: CurveQuote; notice: string } | { kind: 'sold-out'; message: string };

/**
 * What the panel makes of a failed trade: a 409 `curve_price_moved` carrying the new quote (at planning,
 * or at co-sign after the wallet signed: nothing was sent either way) is shown in place of the estimate;
 * a sold-out curve (409 at co-sign, or the planning refusal's message) stops trading. Null otherwise.
 */
export function curveRefusal(error: unknown): CurveRefusal | null {
  const code = errorCode(error);
  if (code === CURVE_PRICE_MOVED_CODE) {
    const body = errorBody(error);
    const raw = typeof body === 'object' && body !== null && 'quote' in body ? body.quote : undefined;
    const quote = curveQuoteSchema.safeParse(raw);
    if (!quote.success) return null;
    const fewer = error instanceof Error && error.message === launchpadMessages.fewerThanMinimum;
    return {
      kind: 'moved',
      quote: quote.data,
      notice: fewer ? launchpadMessages.fewerThanMinimum : PRICE_MOVED_REVIEW_NOTICE,
    };
  }
  const soldOut =
    code === CURVE_SOLD_OUT_CODE || (error instanceof Error && error.message === launchpadMessages.soldOut);
  return soldOut ? { kind: 'sold-out', message: launchpadMessages.soldOut } : null;
}
