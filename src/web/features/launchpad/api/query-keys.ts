import { getLaunchStats, listLaunches, startRehearsal } from '@shared/api/launchpad';
import { endpointKey } from '@web/lib/api-endpoint';

/** Lists are keyed by tab (and the wallet for "mine"); a launch by its mint. */
export const launchpadKeys = {
  all: () => endpointKey(listLaunches),
  list: (tab: 'trending' | 'mine', owner?: string | null) => endpointKey(listLaunches, tab, owner ?? ''),
  detail: (mint: string) => endpointKey(listLaunches, 'detail', mint),
  stats: () => endpointKey(getLaunchStats),
  rehearsal: (id: string) => endpointKey(startRehearsal, id),
};
