import { getPortfolio, listTrackedWallets } from '@shared/api/portfolio';
import { endpointKey } from '@web/lib/api-endpoint';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const portfolioKeys = {
  all: (owner?: string | null) => (owner ? endpointKey(getPortfolio, owner) : endpointKey(getPortfolio)),
  view: (owner: string | null, timeframe: string, costBasis: string) =>
    endpointKey(getPortfolio, owner, timeframe, costBasis),
  wallets: (owner?: string | null) =>
    owner ? endpointKey(listTrackedWallets, owner) : endpointKey(listTrackedWallets),
};
