import { INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { ApiError } from '@web/lib/api-client';
import { OperationError } from '@web/lib/operations';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';

const CLIENT_MESSAGES: ReadonlySet<string> = new Set([RATE_LIMIT_MESSAGE, INVALID_TRANSACTION_DATA]);

/** Spec §8: the server's message when it gave one, otherwise the screen's default. */
export function failureText(error: unknown, fallback: string): string {
  if ((error instanceof ApiError || error instanceof OperationError) && error.message) return error.message;
  if (error instanceof Error && CLIENT_MESSAGES.has(error.message)) return error.message;
  return fallback;
}

/**
 * True once the signed transactions reached the server: from then on the batch record (not the
 * operation) tells the user what happened, so the failure toast comes from the batch.
 */
export function failedAfterSubmit(error: unknown): boolean {
  return error instanceof OperationError && (error.reason === 'timeout' || error.operation !== null);
}
