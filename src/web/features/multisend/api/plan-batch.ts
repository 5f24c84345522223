import { OPERATION_KIND } from '@shared/operation-kinds';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import type { BatchRequestBody } from '../lib/batch-form';
import type { BatchKindConfig } from '../lib/kinds';

/** Plans the batch: the answer carries the batch id and every transaction for one wallet prompt. */
export function planBatch(config: BatchKindConfig, body: BatchRequestBody) {
  return callSecureEndpoint(config.plan, { body }, { kind: OPERATION_KIND.multisend });
}
