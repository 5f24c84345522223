import * as api from '@shared/api/key-vault';
import type { AddApiKey } from '@shared/schemas/key-vault';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

export function addApiKey(body: AddApiKey) {
  return callSecureEndpoint(api.addApiKey, { body });
}
