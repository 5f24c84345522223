import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { accrueFees, emptyPosition, modifyPosition, type ClmmPosition } from '@shared/math/clmm/position';
import type { clmmPositions } from '../../../db/schema';

export const POSITION_ACTIONS = ['open', 'increase', 'decrease', 'collect', 'close'] as const;
export type PositionAction = (typeof POSITION_ACTIONS)[number];

/** What one position action does to the pool and the position, and the tokens that move. */
export interface PositionChange {
  state: ClmmPoolState;
  position: ClmmPosition;
  /** Principal the user pays in (open, increase) or is paid (decrease, close). */
  amountA: bigint;
  amountB: bigint;
  /** Fees paid out to the holder (decrease, collect and close pay every fee owed). */
  feesA: bigint;
  feesB: bigint;
}

export const positionOfRow = (row: typeof clmmPositions.$inferSelect): ClmmPosition => ({
  tickLower: row.tickLower,
  tickUpper: row.tickUpper,
  liquidity: BigInt(row.liquidity),
  feeGrowthInsideLastAX64: BigInt(row.feeGrowthInsideLastA),
  feeGrowthInsideLastBX64: BigInt(row.feeGrowthInsideLastB),
  tokensOwedA: BigInt(row.tokensOwedA),
  tokensOwedB: BigInt(row.tokensOwedB),
});

export const positionColumns = (p: ClmmPosition) => ({
  liquidity: p.liquidity.toString(),
  feeGrowthInsideLastA: p.feeGrowthInsideLastAX64.toString(),
  feeGrowthInsideLastB: p.feeGrowthInsideLastBX64.toString(),
  tokensOwedA: p.tokensOwedA.toString(),
  tokensOwedB: p.tokensOwedB.toString(),
});

/**
 * Applies an action: `liquidity` is the amount added (open, increase) or removed (decrease; close
 * removes all). Pure, so the planner, the co-signer (on state read under the pool lock) and confirmation
 * compute the same figures.
 */
export function changePosition(
  state: ClmmPoolState,
  action: PositionAction,
  position: ClmmPosition | null,
  range: { tickLower: number; tickUpper: number },
  liquidity: bigint,
): PositionChange {
  const current = position ?? emptyPosition(range.tickLower, range.tickUpper);
  if (action === 'collect') {
    const accrued = accrueFees(state, current);
    const paid = { ...accrued, tokensOwedA: 0n, tokensOwedB: 0n };
    return {
      state,
      position: paid,
      amountA: 0n,
      amountB: 0n,
      feesA: accrued.tokensOwedA,
      feesB: accrued.tokensOwedB,
    };
  }
  const adding = action === 'open' || action === 'increase';
  const delta = adding ? liquidity : action === 'close' ? -current.liquidity : -liquidity;
  const r = modifyPosition(state, current, delta);
  if (adding) return { ...r, feesA: 0n, feesB: 0n };
  const paid = { ...r.position, tokensOwedA: 0n, tokensOwedB: 0n };
  return {
    state: r.state,
    position: paid,
    amountA: r.amountA,
    amountB: r.amountB,
    feesA: r.position.tokensOwedA,
    feesB: r.position.tokensOwedB,
  };
}
