import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { readAccounts } from './accounts';
import { engineFor } from './pool-engines';
import type { HopRecord } from './swap-plan';

export const poolLockKeys = (poolIds: string[]): string[] =>
  [...new Set(poolIds)].sort().map((id) => `pool:${id}`);

/**
 * Reads every hop's accounts now (under the pool locks, one batched read) and refuses if its pool's
 * engine finds a hop no longer fair (for constant product: it would break the invariant).
 */
export async function assertHopsKeepInvariant(ctx: AppContext, hops: HopRecord[]): Promise<void> {
  const wanted = hops.map((h) => engineFor(h.poolType).recheckAccounts(h));
  const accounts = await readAccounts(ctx, wanted.flat());
  let at = 0;
  for (const [i, h] of hops.entries()) {
    const count = wanted[i]?.length ?? 0;
    const fresh = accounts.slice(at, (at += count));
    const engine = engineFor(h.poolType);
    const fair =
      engine.recheckHop(h, fresh) &&
      (!engine.recheckHopState || (await engine.recheckHopState(ctx.database.db, h)));
    if (!fair) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
  }
}
