/*
 * Token amounts between two sqrt prices and the next sqrt price after an amount, after Raydium CLMM's
 * `sqrt_price_math.rs` / `liquidity_math.rs` (Apache-2.0, https://github.com/raydium-io/raydium-clmm) and
 * the Uniswap v3 whitepaper §6.2. Rounding always favours the pool: amounts the pool receives round up,
 * amounts it pays round down. Token A is the reference's token 0, token B its token 1.
 */
import { ClmmMathError, Q64 } from './tick-math';

export const U64_MAX = (1n << 64n) - 1n;

const divUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const order = (x: bigint, y: bigint): [bigint, bigint] => (x < y ? [x, y] : [y, x]);

/** Token A between two sqrt prices for liquidity L: L·(√b − √a)/(√a·√b). */
export function deltaA(sqrtX: bigint, sqrtY: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = order(sqrtX, sqrtY);
  if (lower <= 0n) throw new ClmmMathError('sqrt price must be positive');
  const numerator = (liquidity << 64n) * (upper - lower);
  return roundUp ? divUp(divUp(numerator, upper), lower) : numerator / upper / lower;
}

/** Token B between two sqrt prices for liquidity L: L·(√b − √a). */
export function deltaB(sqrtX: bigint, sqrtY: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = order(sqrtX, sqrtY);
  const product = liquidity * (upper - lower);
  return roundUp ? divUp(product, Q64) : product / Q64;
}

/** Adding (or taking) token A moves the price down (up); rounds up so the pool never gives too much. */
function nextFromA(sqrtPrice: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (amount === 0n) return sqrtPrice;
  const numerator = liquidity << 64n;
  const product = amount * sqrtPrice;
  if (add) return divUp(numerator * sqrtPrice, numerator + product);
  if (numerator <= product) throw new ClmmMathError('not enough liquidity for the output');
  return divUp(numerator * sqrtPrice, numerator - product);
}

/** Adding (or taking) token B moves the price up (down); rounds down. */
function nextFromB(sqrtPrice: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (add) return sqrtPrice + (amount << 64n) / liquidity;
  const quotient = divUp(amount << 64n, liquidity);
  if (sqrtPrice <= quotient) throw new ClmmMathError('not enough liquidity for the output');
  return sqrtPrice - quotient;
}

/** The sqrt price after `amountIn` of the input token (A when `aToB`). */
export function nextSqrtPriceFromInput(
  sqrtPrice: bigint,
  liquidity: bigint,
  amountIn: bigint,
  aToB: boolean,
): bigint {
  if (liquidity <= 0n) throw new ClmmMathError('no liquidity');
  return aToB
    ? nextFromA(sqrtPrice, liquidity, amountIn, true)
    : nextFromB(sqrtPrice, liquidity, amountIn, true);
}

/** The sqrt price after `amountOut` of the output token (B when `aToB`) leaves. */
export function nextSqrtPriceFromOutput(
  sqrtPrice: bigint,
  liquidity: bigint,
  amountOut: bigint,
  aToB: boolean,
): bigint {
  if (liquidity <= 0n) throw new ClmmMathError('no liquidity');
  return aToB
    ? nextFromB(sqrtPrice, liquidity, amountOut, false)
    : nextFromA(sqrtPrice, liquidity, amountOut, false);
}

/** Liquidity that `amountA` alone provides between two sqrt prices (rounded down). */
export function liquidityForA(sqrtX: bigint, sqrtY: bigint, amountA: bigint): bigint {
  const [lower, upper] = order(sqrtX, sqrtY);
  if (upper === lower) return 0n;
  return (amountA * ((lower * upper) / Q64)) / (upper - lower);
}

/** Liquidity that `amountB` alone provides between two sqrt prices (rounded down). */
export function liquidityForB(sqrtX: bigint, sqrtY: bigint, amountB: bigint): bigint {
  const [lower, upper] = order(sqrtX, sqrtY);
  if (upper === lower) return 0n;
  return (amountB * Q64) / (upper - lower);
}

/** The most liquidity a range [lower, upper] gets from at most these amounts at the current price. */
export function liquidityForAmounts(
  sqrtPrice: bigint,
  sqrtLower: bigint,
  sqrtUpper: bigint,
  amountA: bigint,
  amountB: bigint,
): bigint {
  if (sqrtPrice <= sqrtLower) return liquidityForA(sqrtLower, sqrtUpper, amountA);
  if (sqrtPrice >= sqrtUpper) return liquidityForB(sqrtLower, sqrtUpper, amountB);
  const fromA = liquidityForA(sqrtPrice, sqrtUpper, amountA);
  const fromB = liquidityForB(sqrtLower, sqrtPrice, amountB);
  return fromA < fromB ? fromA : fromB;
}

/** The two token amounts of liquidity L in [lower, upper] at the current price (up: deposit, down: withdrawal). */
export function amountsForLiquidity(
  sqrtPrice: bigint,
  sqrtLower: bigint,
  sqrtUpper: bigint,
  liquidity: bigint,
  roundUp: boolean,
): { amountA: bigint; amountB: bigint } {
  if (sqrtPrice <= sqrtLower)
    return { amountA: deltaA(sqrtLower, sqrtUpper, liquidity, roundUp), amountB: 0n };
  if (sqrtPrice >= sqrtUpper)
    return { amountA: 0n, amountB: deltaB(sqrtLower, sqrtUpper, liquidity, roundUp) };
  return {
    amountA: deltaA(sqrtPrice, sqrtUpper, liquidity, roundUp),
    amountB: deltaB(sqrtLower, sqrtPrice, liquidity, roundUp),
  };
}
