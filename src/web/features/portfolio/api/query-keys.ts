export const PORTFOLIO_URL = '/api/portfolio';
export const PORTFOLIO_WALLETS_URL = '/api/portfolio/wallets';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const portfolioKeys = {
  all: (owner?: string | null) => (owner ? ([PORTFOLIO_URL, owner] as const) : ([PORTFOLIO_URL] as const)),
  view: (owner: string | null, timeframe: string, costBasis: string) =>
    [PORTFOLIO_URL, owner, timeframe, costBasis] as const,
  wallets: (owner?: string | null) =>
    owner ? ([PORTFOLIO_WALLETS_URL, owner] as const) : ([PORTFOLIO_WALLETS_URL] as const),
};
