import { eq } from 'drizzle-orm';
import { accrueFees } from '@shared/math/clmm/position';
import { amountsForLiquidity } from '@shared/math/clmm/sqrt-price-math';
import { sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import type { AppContext } from '../../../context';
import { clmmPositions, pools } from '../../../db/schema';
import { readTokenAmounts } from '../../accounts';
import { positionOfRow } from './position-change';
import { loadClmmState } from './state';

export interface ClmmReconciliation {
  poolId: string;
  vaultA: bigint;
  vaultB: bigint;
  /** What every open position could take out now: principal (rounded down) plus fees owed. */
  owedA: bigint;
  owedB: bigint;
  covered: boolean;
}

/** Checks that a pool's vaults hold at least what its open positions are owed (principal + fees). */
export async function reconcileClmmPool(ctx: AppContext, poolId: string): Promise<ClmmReconciliation> {
  const { db } = ctx.database;
  const [row] = await db.select().from(pools).where(eq(pools.id, poolId));
  const fresh = await loadClmmState(db, poolId);
  if (!row || !fresh) throw new Error(`no CLMM pool ${poolId}`);
  const [vaultA = 0n, vaultB = 0n] = await readTokenAmounts(ctx, [row.vaultA, row.vaultB]);
  const open = await db.select().from(clmmPositions).where(eq(clmmPositions.poolId, poolId));
  let [owedA, owedB] = [0n, 0n];
  for (const r of open.filter((p) => p.status === 'open')) {
    const p = accrueFees(fresh.state, positionOfRow(r));
    const principal = amountsForLiquidity(
      fresh.state.sqrtPriceX64,
      sqrtPriceAtTick(r.tickLower),
      sqrtPriceAtTick(r.tickUpper),
      p.liquidity,
      false,
    );
    owedA += principal.amountA + p.tokensOwedA;
    owedB += principal.amountB + p.tokensOwedB;
  }
  return { poolId, vaultA, vaultB, owedA, owedB, covered: vaultA >= owedA && vaultB >= owedB };
}
