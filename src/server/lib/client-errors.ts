import { isSolanaError } from '@solana/kit';
import { AppError } from './errors';

/** Kit's codec errors (8078xxx): bytes or numbers from the request that do not fit their encoding. */
const CODEC_ERRORS = { from: 8_078_000, to: 8_078_999 };
/** PostgreSQL data exceptions caused by the values sent: bad UTF-8, NUL in text/jsonb, number range, syntax. */
const PG_DATA_ERRORS = new Set(['22021', '22P05', '22003', '22P02']);

const OUT_OF_RANGE = 'A value in the request is out of range or malformed';

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 4; e = (e as Error).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Last line of defence behind the shared schemas: errors that only a request's own values can cause
 * become a 400 instead of a 500. Anything else stays a server error.
 */
export function clientCausedError(error: unknown): AppError | null {
  if (error instanceof RangeError && /BigInt/.test(error.message)) {
    return new AppError(400, 'bad_request', OUT_OF_RANGE);
  }
  if (
    isSolanaError(error) &&
    error.context.__code >= CODEC_ERRORS.from &&
    error.context.__code <= CODEC_ERRORS.to
  ) {
    return new AppError(400, 'bad_request', OUT_OF_RANGE);
  }
  const code = pgCode(error);
  if (code && PG_DATA_ERRORS.has(code)) return new AppError(400, 'bad_request', OUT_OF_RANGE);
  return null;
}
