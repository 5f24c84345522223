import type { StepUpProof } from '@shared/schemas/auth';
import { API_VAULT_URL } from './query-keys';
import { secureApiJson } from '@web/lib/api-client';

/** Deletes a stored key; `stepUp` is the wallet's fresh signature naming this deletion. */
export function deleteApiKey(id: string, stepUp: StepUpProof) {
  return secureApiJson('DELETE', `${API_VAULT_URL}/${encodeURIComponent(id)}`, { stepUp });
}
