import { engineFor } from './pools';
import type { HopRecord } from './pools/types';

export const poolLockKeys = (poolIds: string[]): string[] =>
  [...new Set(poolIds)].sort().map((id) => `pool:${id}`);

/** The locks of a route's hops: `pool:<id>`, or the key the pool's engine names (a curve's launch lock). */
export const hopLockKeys = (hops: HopRecord[]): string[] =>
  [...new Set(hops.map((h) => engineFor(h.poolType).lockKey?.(h) ?? `pool:${h.poolId}`))].sort();
