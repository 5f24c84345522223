import { z } from 'zod';
import { API_VAULT_URL } from '@web/entities/key-vault/query-keys';
import { secureApiJson } from '@web/lib/api-client';

/** The owner's explicit reveal: the only call that returns a full key. */
export function revealApiKey(id: string) {
  return secureApiJson(
    'POST',
    `${API_VAULT_URL}/${encodeURIComponent(id)}/reveal`,
    {},
    z.object({ apiKey: z.string() }),
  );
}
