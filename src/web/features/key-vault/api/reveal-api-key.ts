import * as api from '@shared/api/key-vault';
import type { StepUpProof } from '@shared/schemas/auth';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** The owner's explicit reveal, confirmed by a fresh wallet signature: the only call that returns a full key. */
export function revealApiKey(id: string, stepUp: StepUpProof) {
  return callSecureEndpoint(api.revealApiKey, { params: { id }, body: { stepUp } });
}
