export const STAKING_URL = '/api/phase7/staking';
export const STAKING_POOLS_URL = `${STAKING_URL}/pools`;
export const USER_STAKES_URL = `${STAKING_URL}/user-stakes`;
export const STAKING_STATS_URL = `${STAKING_URL}/stats`;
export const STAKE_PAYMENTS_URL = `${STAKING_URL}/rewards`;

const owned = (url: string) => (owner?: string | null) =>
  owner ? ([url, owner] as const) : ([url] as const);

/** Without an owner, each key is the prefix every wallet's key shares. */
export const stakingKeys = {
  pools: () => [STAKING_POOLS_URL] as const,
  stakes: owned(USER_STAKES_URL),
  stats: owned(STAKING_STATS_URL),
  payments: owned(STAKE_PAYMENTS_URL),
};
