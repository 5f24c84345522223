export const BURNS_URL = '/api/burns';
export const BURN_STATS_URL = '/api/burns/stats';

/** Without an owner, each key is the prefix every wallet's key shares. */
export const burnKeys = {
  list: (owner?: string | null) => (owner ? ([BURNS_URL, owner] as const) : ([BURNS_URL] as const)),
  stats: (owner?: string | null) =>
    owner ? ([BURN_STATS_URL, owner] as const) : ([BURN_STATS_URL] as const),
};
