import { listFavoriteIdeas } from '@shared/api/ai-ideas';
import { marketAlerts, signalHistory } from '@shared/api/ai-signals';
import { listSimulations } from '@shared/api/ai-simulator';
import { listWhitepapers } from '@shared/api/ai-whitepaper';
import type { Endpoint } from '@shared/api/endpoint';
import { endpointKey } from '@web/lib/api-endpoint';

const perOwner = (e: Endpoint, owner?: string | null) => (owner ? endpointKey(e, owner) : endpointKey(e));

/** Without an owner, each key is the prefix every wallet's key shares. */
export const aiKeys = {
  favorites: (owner?: string | null) => perOwner(listFavoriteIdeas, owner),
  simulations: (owner?: string | null) => perOwner(listSimulations, owner),
  whitepapers: (owner?: string | null) => perOwner(listWhitepapers, owner),
  signalHistory: (owner?: string | null) => perOwner(signalHistory, owner),
  marketAlerts: (token: string, timeframe: string) => endpointKey(marketAlerts, token, timeframe),
};
