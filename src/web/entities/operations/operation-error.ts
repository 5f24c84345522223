import type { Operation } from '@shared/schemas/operations';

/**
 * Why an operation did not confirm:
 * - `expired`: the blockhash ran out before sending; plan and sign again.
 * - `rejected`: the wallet refused to sign (user cancelled or wallet error).
 * - `failed`: the server or the chain refused the transaction.
 * - `timeout`: no final status within the watch window.
 * - `aborted`: the caller stopped watching (e.g. the page unmounted).
 */
export type OperationErrorReason = 'expired' | 'rejected' | 'failed' | 'timeout' | 'aborted';

/** The HTTP status and the server's `error` code of an answer that refused the operation. */
export interface OperationErrorCause {
  status?: number;
  code?: string;
  /** The refusal's whole JSON body (e.g. a 409 at submit carrying the new quote). */
  body?: unknown;
}

export class OperationError extends Error {
  readonly reason: OperationErrorReason;
  readonly operation: Operation | null;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(
    reason: OperationErrorReason,
    message: string,
    operation: Operation | null = null,
    cause: OperationErrorCause = {},
  ) {
    super(message);
    this.name = 'OperationError';
    this.reason = reason;
    this.operation = operation;
    this.status = cause.status;
    this.code = cause.code;
    this.body = cause.body;
  }
}

/** The error's own message when it has one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim().length > 0) return error.message;
  if (typeof error === 'string' && error.trim().length > 0) return error;
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The server's machine-readable `error` code (e.g. 'price_moved') of an ApiError or OperationError. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The whole JSON body of the answer that refused an ApiError or OperationError, if it had one. */
export function errorBody(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  return error.body;
}
