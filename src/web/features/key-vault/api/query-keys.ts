export const API_VAULT_URL = '/api/api-vault';
export const API_VAULT_KEYS_URL = '/api/api-vault/keys';

/** Without an owner, the key is the prefix every wallet's key shares. */
export const keyVaultKeys = {
  list: (owner?: string | null) =>
    owner ? ([API_VAULT_KEYS_URL, owner] as const) : ([API_VAULT_KEYS_URL] as const),
};
