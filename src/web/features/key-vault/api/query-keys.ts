import { listApiKeysAlias } from '@shared/api/key-vault';
import { endpointKey } from '@web/lib/api-endpoint';

/** Without an owner, the key is the prefix every wallet's key shares. */
export const keyVaultKeys = {
  list: (owner?: string | null) =>
    owner ? endpointKey(listApiKeysAlias, owner) : endpointKey(listApiKeysAlias),
};
