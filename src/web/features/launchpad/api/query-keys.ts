export const LAUNCHES_URL = '/api/launchpad/launches';
export const LAUNCH_STATS_URL = '/api/launchpad/stats';
export const REHEARSALS_URL = '/api/launchpad/rehearsals';

/** Lists are keyed by tab (and the wallet for "mine"); a launch by its mint. */
export const launchpadKeys = {
  all: () => [LAUNCHES_URL] as const,
  list: (tab: 'trending' | 'mine', owner?: string | null) => [LAUNCHES_URL, tab, owner ?? ''] as const,
  detail: (mint: string) => [LAUNCHES_URL, 'detail', mint] as const,
  stats: () => [LAUNCH_STATS_URL] as const,
  rehearsal: (id: string) => [REHEARSALS_URL, id] as const,
};
