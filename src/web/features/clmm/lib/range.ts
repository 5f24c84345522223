import { liquidityForA, liquidityForB, amountsForLiquidity } from '@shared/math/clmm/sqrt-price-math';
import { alignTick, sqrtPriceAtTick, sqrtPriceOf, tickAtSqrtPrice } from '@shared/math/clmm/tick-math';
import type { ClmmPool } from '@shared/schemas/clmm';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';

/** The usable tick at or below a UI price (tokenB per tokenA), as the server aligns it. */
export function tickOfUiPrice(pool: ClmmPool, price: number): number | null {
  const base = (price * 10 ** pool.tokenB.decimals) / 10 ** pool.tokenA.decimals;
  if (!(base > 0) || !Number.isFinite(base)) return null;
  return alignTick(tickAtSqrtPrice(sqrtPriceOf(base)), pool.tickSpacing);
}

/** The UI price of a tick. */
export const uiPriceOfTick = (pool: ClmmPool, tick: number): number =>
  (Number(sqrtPriceAtTick(tick)) / 2 ** 64) ** 2 * 10 ** (pool.tokenA.decimals - pool.tokenB.decimals);

/**
 * The other side of a deposit: given one amount (UI) and a price range, what the range needs of the
 * other token at the pool's current price ('' when the range takes only the given token or nothing).
 */
export function otherSide(
  pool: ClmmPool,
  minPrice: number,
  maxPrice: number,
  side: 'A' | 'B',
  amount: string,
): string {
  const lower = tickOfUiPrice(pool, minPrice);
  const upper = tickOfUiPrice(pool, maxPrice);
  if (lower === null || upper === null) return '';
  return otherSideInTicks(pool, lower, upper, side, amount);
}

/** `otherSide` for a tick range as stored (an existing position's). */
export function otherSideInTicks(
  pool: ClmmPool,
  lower: number,
  upper: number,
  side: 'A' | 'B',
  amount: string,
): string {
  const token = side === 'A' ? pool.tokenA : pool.tokenB;
  const value = parseUiAmount(amount, token.decimals);
  if (upper <= lower || value === null || value === 0n) return '';
  const [sl, su, sp] = [sqrtPriceAtTick(lower), sqrtPriceAtTick(upper), BigInt(pool.sqrtPriceX64)];
  const from = sp < sl ? sl : sp > su ? su : sp;
  const liquidity = side === 'A' ? liquidityForA(from, su, value) : liquidityForB(sl, from, value);
  if (liquidity === 0n) return '';
  const need = amountsForLiquidity(sp, sl, su, liquidity, true);
  if ((side === 'A' ? need.amountB : need.amountA) === 0n) return '';
  return side === 'A'
    ? formatBaseUnits(need.amountB, pool.tokenB.decimals)
    : formatBaseUnits(need.amountA, pool.tokenA.decimals);
}
