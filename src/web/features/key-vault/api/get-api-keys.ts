import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { storedApiKeySchema, vaultStatsSchema } from '@shared/schemas/key-vault';
import { API_VAULT_KEYS_URL, keyVaultKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const listSchema = z.object({ keys: z.array(storedApiKeySchema), stats: vaultStatsSchema });

export function useApiKeys(owner: string | null) {
  return useQuery({
    queryKey: keyVaultKeys.list(owner),
    queryFn: () => apiJson('GET', API_VAULT_KEYS_URL, undefined, listSchema),
    enabled: Boolean(owner),
  });
}
