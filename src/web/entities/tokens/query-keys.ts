export const TOKENS_LIST_URL = '/api/tokens/list';
export const TOKEN_BALANCE_URL = '/api/tokens/balance';
export const TOKEN_ESTIMATE_URL = '/api/tokens/estimate';

export const tokenKeys = {
  /** The signed-in wallet's launches; `lists()` is the prefix every wallet's list shares. */
  lists: () => [TOKENS_LIST_URL] as const,
  list: (owner?: string | null) => (owner ? ([TOKENS_LIST_URL, owner] as const) : tokenKeys.lists()),
  balances: () => [TOKEN_BALANCE_URL] as const,
  balance: (owner: string, mint: string) => [TOKEN_BALANCE_URL, owner, mint] as const,
  estimate: (params: { nameLength: number; symbolLength: number }) => [TOKEN_ESTIMATE_URL, params] as const,
};
