import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { accrueFees, type ClmmPosition } from '@shared/math/clmm/position';
import { amountsForLiquidity } from '@shared/math/clmm/sqrt-price-math';
import { sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import type { clmmPositions } from '../../../db/schema';
import { positionOfRow } from './position-change';

/**
 * What a position holds at the pool's current price: its liquidity's amounts (`amountA`, `amountB`) and
 * the fees owed to it so far (`position.tokensOwedA/B`, accrued to now). The CLMM screen and the
 * portfolio both value positions from this.
 */
export function clmmPositionHoldings(state: ClmmPoolState, row: typeof clmmPositions.$inferSelect) {
  const position: ClmmPosition = accrueFees(state, positionOfRow(row));
  const [sl, su] = [sqrtPriceAtTick(row.tickLower), sqrtPriceAtTick(row.tickUpper)];
  const { amountA, amountB } = amountsForLiquidity(state.sqrtPriceX64, sl, su, position.liquidity, false);
  return { position, amountA, amountB, sqrtLower: sl, sqrtUpper: su };
}
