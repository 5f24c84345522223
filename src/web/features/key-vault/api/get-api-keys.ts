import { useQuery } from '@tanstack/react-query';
import { listApiKeysAlias } from '@shared/api/key-vault';
import { keyVaultKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useApiKeys(owner: string | null) {
  return useQuery({
    queryKey: keyVaultKeys.list(owner),
    queryFn: () => callEndpoint(listApiKeysAlias),
    enabled: Boolean(owner),
  });
}
