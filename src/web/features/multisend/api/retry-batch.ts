import { batchPlanSchema } from '@shared/schemas/multisend';
import { secureApiJson } from '@web/lib/api-client';

/** Plans new transactions for the failed recipients of a batch only. */
export function retryBatch(batchId: string) {
  return secureApiJson('POST', `/api/batches/${encodeURIComponent(batchId)}/retry`, {}, batchPlanSchema);
}
