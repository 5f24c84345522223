import { API_VAULT_URL } from '@web/entities/key-vault/query-keys';
import { secureApiJson } from '@web/lib/api-client';

export function deleteApiKey(id: string) {
  return secureApiJson('DELETE', `${API_VAULT_URL}/${encodeURIComponent(id)}`, {});
}
