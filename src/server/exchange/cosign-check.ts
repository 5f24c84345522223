import { keepsInvariant } from '@shared/math/amm';
import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { readTokenAmounts } from './accounts';
import type { HopRecord } from './swap-plan';

export const poolLockKeys = (poolIds: string[]): string[] =>
  [...new Set(poolIds)].sort().map((id) => `pool:${id}`);

/** Reads each hop's vaults now (under the pool locks) and refuses if a hop would break its pool's invariant. */
export async function assertHopsKeepInvariant(ctx: AppContext, hops: HopRecord[]): Promise<void> {
  const amounts = await readTokenAmounts(
    ctx,
    hops.flatMap((h) => [h.vaultIn, h.vaultOut]),
  );
  hops.forEach((h, i) => {
    const reserveIn = amounts[i * 2] ?? 0n;
    const reserveOut = amounts[i * 2 + 1] ?? 0n;
    if (!keepsInvariant(reserveIn, reserveOut, BigInt(h.amountIn), BigInt(h.amountOut), h.feeBps)) {
      throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
    }
  });
}
