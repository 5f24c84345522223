import { batchPlanSchema } from '@shared/schemas/multisend';
import { secureApiJson } from '@web/lib/api-client';

/** Plans a batch that was never signed again, with a fresh blockhash, for one wallet prompt. */
export function resumeBatch(batchId: string) {
  return secureApiJson('POST', `/api/batches/${encodeURIComponent(batchId)}/resume`, {}, batchPlanSchema);
}
