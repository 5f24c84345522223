import * as api from '@shared/api/multisend';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans new transactions for the failed recipients of a batch only. */
export function retryBatch(batchId: string) {
  return callSecureEndpoint(api.retryBatch, { params: { id: batchId } });
}
