import { batchPlanSchema } from '@shared/schemas/multisend';
import { secureApiJson } from '@web/lib/api-client';
import type { BatchRequestBody } from '../lib/batch-form';
import type { BatchKindConfig } from '../lib/kinds';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the batch: the answer carries the batch id and every transaction for one wallet prompt. */
export function planBatch(config: BatchKindConfig, body: BatchRequestBody) {
  return secureApiJson('POST', config.endpoint, body, batchPlanSchema, {
    kind: OPERATION_KIND.multisend,
  });
}
