import { apiJson } from '@web/lib/api-client';
import { operationSchema, type SubmitOperationRequest } from '@shared/schemas/operations';
import type { OperationTransport } from './run-operation';

export function operationUrl(operationId: string): string {
  return `/api/operations/${encodeURIComponent(operationId)}`;
}

/** Production transport: plain JSON calls (status polling must not count against the per-path client rate limit). */
export const apiOperationTransport: OperationTransport = {
  submit(operationId, transactions) {
    const body: SubmitOperationRequest = { transactions };
    return apiJson('POST', `${operationUrl(operationId)}/submit`, body);
  },
  get(operationId) {
    return apiJson('GET', operationUrl(operationId), undefined, operationSchema);
  },
};
