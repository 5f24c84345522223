import type { ZodError } from 'zod';

/** An error whose message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** More of the answer's body (e.g. a refused trade's new quote). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Connect and sign in with your wallet first');
export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, undefined, details);

export function validationError(error: ZodError): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? 'Invalid request';
  return new AppError(400, 'validation_error', first, fieldErrors);
}
