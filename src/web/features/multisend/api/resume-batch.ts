import * as api from '@shared/api/multisend';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans a batch that was never signed again, with a fresh blockhash, for one wallet prompt. */
export function resumeBatch(batchId: string) {
  return callSecureEndpoint(api.resumeBatch, { params: { id: batchId } });
}
