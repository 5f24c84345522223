import { planIn, roomToPlan } from '../../chain/pipeline/submit-room';
import { hopLockKeys } from '../../exchange/lock-keys';
import type { PlannedHop } from '../../exchange/pools/types';
import { hopRecord } from '../../exchange/swap-plan';

/** A pool's lock keys (fixed by its type and tokens), learned from its first priced hop. */
const KNOWN_LIMIT = 10_000;
const keysOfPool = new Map<string, string[]>();

function learn(hops: readonly PlannedHop[]): string[] {
  if (keysOfPool.size >= KNOWN_LIMIT) keysOfPool.clear();
  for (const hop of hops) keysOfPool.set(hop.pool.id, hopLockKeys([hopRecord(hop, 0)]));
  return hopLockKeys(hops.map((h) => hopRecord(h, 0)));
}

/**
 * `wallet`'s swap through `poolIds` planned in its room (chain/pipeline/submit-room.ts), priced once: after the
 * wait when its pools' lock keys are known, else before it (and again if it had to wait).
 */
export async function swapInRoom<P, T extends { operationId: string }>(
  wallet: string,
  poolIds: readonly string[],
  price: () => Promise<P>,
  hopsOf: (priced: P) => PlannedHop[],
  plan: (priced: P) => Promise<T>,
): Promise<T> {
  const known = poolIds.map((id) => keysOfPool.get(id));
  let first: P | null = null;
  let keys: string[];
  if (known.every((k) => k !== undefined)) keys = [...new Set(known.flat())];
  else {
    first = await price();
    keys = learn(hopsOf(first));
  }
  const place = await roomToPlan(keys, wallet);
  return planIn(place, async () => plan(first !== null && !place.waited ? first : await price()));
}
