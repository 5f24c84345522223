import { z } from 'zod';
import type { StepUpProof } from '@shared/schemas/auth';
import { API_VAULT_URL } from './query-keys';
import { secureApiJson } from '@web/lib/api-client';

/** The owner's explicit reveal, confirmed by a fresh wallet signature: the only call that returns a full key. */
export function revealApiKey(id: string, stepUp: StepUpProof) {
  return secureApiJson(
    'POST',
    `${API_VAULT_URL}/${encodeURIComponent(id)}/reveal`,
    { stepUp },
    z.object({ apiKey: z.string() }),
  );
}
