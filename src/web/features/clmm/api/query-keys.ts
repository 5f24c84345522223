import { listClmmPools, listClmmPositions } from '@shared/api/clmm';
import { endpointKey } from '@web/lib/api-endpoint';

/** Without an owner, the positions key is the prefix every wallet's key shares. */
export const clmmKeys = {
  pools: () => endpointKey(listClmmPools),
  liquidity: (poolId: string) => endpointKey(listClmmPools, poolId, 'liquidity'),
  history: (poolId: string, interval: string) => endpointKey(listClmmPools, poolId, 'history', interval),
  positions: (owner?: string | null) =>
    owner ? endpointKey(listClmmPositions, owner) : endpointKey(listClmmPositions),
};
