import { INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { ApiError } from '@web/lib/api-client';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';
import { OperationError } from './operation-error';

/** Messages the client itself produces before a request leaves (rate limit, request guard). */
const CLIENT_MESSAGES: ReadonlySet<string> = new Set([RATE_LIMIT_MESSAGE, INVALID_TRANSACTION_DATA]);

/**
 * Spec §8: the server's (or operation's) message when it gave one, the client's own rate-limit or
 * invalid-data message, otherwise the screen's default.
 */
export function failureText(error: unknown, fallback: string): string {
  if ((error instanceof ApiError || error instanceof OperationError) && error.message) return error.message;
  if (error instanceof Error && CLIENT_MESSAGES.has(error.message)) return error.message;
  return fallback;
}
