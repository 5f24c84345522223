export const SOLX_OVERVIEW_URL = '/api/solx/overview';
export const SOLX_WHITELIST_URL = '/api/solx/whitelist';
export const SOLX_FAUCET_URL = '/api/solx/faucet';

export const solxKeys = {
  overview: () => [SOLX_OVERVIEW_URL] as const,
  whitelist: (owner?: string | null) =>
    owner ? ([SOLX_WHITELIST_URL, owner] as const) : ([SOLX_WHITELIST_URL] as const),
};
