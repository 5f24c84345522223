import { getBurnStats, listBurns } from '@shared/api/burn';
import { endpointKey } from '@web/lib/api-endpoint';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const burnKeys = {
  list: (owner?: string | null) => (owner ? endpointKey(listBurns, owner) : endpointKey(listBurns)),
  stats: (owner?: string | null) => (owner ? endpointKey(getBurnStats, owner) : endpointKey(getBurnStats)),
};
