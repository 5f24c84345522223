import { z } from 'zod';
import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { mintSupply, readAccounts, tokenAccountAmount } from './accounts';

/** What a planned liquidity operation fixed (stored in the operation summary). */
export const liquidityRecordSchema = z.object({
  action: z.enum(['create', 'add', 'remove']),
  poolId: z.string(),
  vaultA: z.string(),
  vaultB: z.string(),
  amountA: z.string(),
  amountB: z.string(),
  lp: z.string(),
});
export type LiquidityRecord = z.output<typeof liquidityRecordSchema>;

/**
 * Under the pool lock: an add may mint at most what its deposit is worth at the reserves now
 * (lp·A ≤ a·L and lp·B ≤ b·L); a removal may pay at most its share (a·L ≤ lp·A, b·L ≤ lp·B).
 */
export async function assertLiquidityFair(ctx: AppContext, r: LiquidityRecord): Promise<void> {
  if (r.action === 'create') return;
  const [va, vb, mint] = await readAccounts(ctx, [r.vaultA, r.vaultB, r.poolId]);
  const A = va ? tokenAccountAmount(va.data) : 0n;
  const B = vb ? tokenAccountAmount(vb.data) : 0n;
  const L = mint ? mintSupply(mint.data) : 0n;
  const [a, b, lp] = [BigInt(r.amountA), BigInt(r.amountB), BigInt(r.lp)];
  const fair =
    r.action === 'add'
      ? lp * A <= a * L && lp * B <= b * L
      : L > 0n && a * L <= lp * A && b * L <= lp * B && lp <= L;
  if (!fair || L === 0n) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
}
