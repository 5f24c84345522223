import { getBridgeQuotes, listBridgeNetworks, listBridgeTransfers } from '@shared/api/bridge';
import { endpointKey } from '@web/lib/api-endpoint';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const bridgeKeys = {
  history: (owner?: string | null) =>
    owner ? endpointKey(listBridgeTransfers, owner) : endpointKey(listBridgeTransfers),
  networks: () => endpointKey(listBridgeNetworks),
  quote: (query: string | null) => endpointKey(getBridgeQuotes, query),
};
