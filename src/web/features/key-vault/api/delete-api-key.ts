import * as api from '@shared/api/key-vault';
import type { StepUpProof } from '@shared/schemas/auth';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Deletes a stored key; `stepUp` is the wallet's fresh signature naming this deletion. */
export function deleteApiKey(id: string, stepUp: StepUpProof) {
  return callSecureEndpoint(api.deleteApiKey, { params: { id }, body: { stepUp } });
}
