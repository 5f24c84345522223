export const BRIDGE_HISTORY_URL = '/api/dex/cross-chain/history';
export const BRIDGE_NETWORKS_URL = '/api/dex/cross-chain/networks';
export const BRIDGE_QUOTE_URL = '/api/dex/cross-chain/quote';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const bridgeKeys = {
  history: (owner?: string | null) =>
    owner ? ([BRIDGE_HISTORY_URL, owner] as const) : ([BRIDGE_HISTORY_URL] as const),
  networks: () => [BRIDGE_NETWORKS_URL] as const,
  quote: (query: string | null) => [BRIDGE_QUOTE_URL, query] as const,
};
