import { getOperation, submitOperation } from '@shared/api/operations';
import { callEndpoint } from '@web/lib/api-endpoint';
import type { OperationTransport } from './run-operation';

/** Production transport: plain JSON calls (status polling must not count against the per-path client rate limit). */
export const apiOperationTransport: OperationTransport = {
  submit(operationId, transactions) {
    return callEndpoint(submitOperation, { params: { id: operationId }, body: { transactions } });
  },
  get(operationId) {
    return callEndpoint(getOperation, { params: { id: operationId } });
  },
};
