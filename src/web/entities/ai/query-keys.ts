export const IDEA_FAVORITES_URL = '/api/ai/ideas/favorites';
export const SIMULATIONS_URL = '/api/ai/simulator/runs';
export const MARKET_ALERTS_URL = '/api/ai/market-alerts';
export const WHITEPAPERS_URL = '/api/ai/whitepaper';
export const SIGNAL_HISTORY_URL = '/api/ai/signals/history';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const aiKeys = {
  favorites: (owner?: string | null) =>
    owner ? ([IDEA_FAVORITES_URL, owner] as const) : ([IDEA_FAVORITES_URL] as const),
  simulations: (owner?: string | null) =>
    owner ? ([SIMULATIONS_URL, owner] as const) : ([SIMULATIONS_URL] as const),
  whitepapers: (owner?: string | null) =>
    owner ? ([WHITEPAPERS_URL, owner] as const) : ([WHITEPAPERS_URL] as const),
  signalHistory: (owner?: string | null) =>
    owner ? ([SIGNAL_HISTORY_URL, owner] as const) : ([SIGNAL_HISTORY_URL] as const),
  marketAlerts: (token: string, timeframe: string) => [MARKET_ALERTS_URL, token, timeframe] as const,
};
