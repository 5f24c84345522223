import { OperationError } from '@web/entities/operations';

/**
 * True once the signed transactions reached the server: from then on the batch record (not the
 * operation) tells the user what happened, so the failure toast comes from the batch.
 */
export function failedAfterSubmit(error: unknown): boolean {
  return error instanceof OperationError && (error.reason === 'timeout' || error.operation !== null);
}
