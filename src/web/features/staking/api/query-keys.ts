import type { Endpoint } from '@shared/api/endpoint';
import { getStakingStats, listStakePayments, listStakingPools, listUserStakes } from '@shared/api/staking';
import { endpointKey } from '@web/lib/api-endpoint';

const owned = (e: Endpoint) => (owner?: string | null) => (owner ? endpointKey(e, owner) : endpointKey(e));

/** Without an owner, each key is the prefix every wallet's key shares. */
export const stakingKeys = {
  pools: () => endpointKey(listStakingPools),
  stakes: owned(listUserStakes),
  stats: owned(getStakingStats),
  payments: owned(listStakePayments),
};
