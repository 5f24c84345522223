import { storedApiKeySchema, type AddApiKey } from '@shared/schemas/key-vault';
import { API_VAULT_URL } from './query-keys';
import { secureApiJson } from '@web/lib/api-client';

export function addApiKey(body: AddApiKey) {
  return secureApiJson('POST', API_VAULT_URL, body, storedApiKeySchema);
}
