import { minimumReceived } from '@shared/math/amm';
import { engineFor } from './pools';
import type { PlannedHop } from './pools/types';

const lastOut = (leg: PlannedHop[]) => leg[leg.length - 1]?.amountOut ?? 0n;

/** Each hop signs `out(hop)` and the next hop takes that as its input. */
function chain(leg: PlannedHop[], out: (hop: PlannedHop, k: number) => bigint): PlannedHop[] {
  let amountIn = leg[0]?.amountIn ?? 0n;
  return leg.map((hop, k) => {
    const signed = { ...hop, amountIn, amountOut: out(hop, k) };
    amountIn = signed.amountOut;
    return signed;
  });
}

/**
 * A leg whose last hop signs exactly `target` (at most the leg's quoted output): working back from it,
 * each earlier hop signs the input the next one needs for its share at the planned pool state, never less
 * than the slippage leaves nor more than its quote.
 */
function legPaying(leg: PlannedHop[], loose: PlannedHop[], target: bigint): PlannedHop[] {
  const outs = leg.map((h) => h.amountOut);
  outs[leg.length - 1] = target;
  for (let k = leg.length - 1; k > 0; k--) {
    const hop = leg[k];
    const prev = leg[k - 1];
    const need = outs[k] ?? 0n;
    if (!hop || !prev) continue;
    const engine = engineFor(hop.pool.type);
    const aToB = hop.input.mint === hop.pool.tokenA.mint;
    const input = engine.quoteExactOut(hop.pool, aToB, need);
    const enough = input !== null && engine.quoteExactIn(hop.pool, aToB, input) >= need;
    const floor = loose[k - 1]?.amountOut ?? 0n;
    outs[k - 1] = enough && input < prev.amountOut ? (input > floor ? input : floor) : prev.amountOut;
  }
  return chain(leg, (_, k) => outs[k] ?? 0n);
}

/**
 * The amounts the wallet signs: each hop pays its quoted output less the slippage tolerance and the next
 * hop takes that as input. At co-sign the hops are priced again and the difference to the fair amounts
 * is paid by the platform (`priceRoute`), so a pool that moved within the tolerance needs no new
 * signature. When the minimum the user was quoted (`floor`, at most the route's output now) is above
 * what the slippage leaves, the legs sign their shares of it instead: the tolerance narrows to the quote.
 */
export function signedLegs(legs: PlannedHop[][], slippagePercent: number, floor = 0n): PlannedHop[][] {
  const loose = legs.map((leg) => chain(leg, (hop) => minimumReceived(hop.amountOut, slippagePercent)));
  const quoted = legs.reduce((s, leg) => s + lastOut(leg), 0n);
  if (loose.reduce((s, leg) => s + lastOut(leg), 0n) >= floor || quoted === 0n) return loose;
  // Shares rounded up add up to at least the floor, and each stays within its leg's output.
  return legs.map((leg, i) => {
    const share = (lastOut(leg) * floor + quoted - 1n) / quoted;
    return legPaying(leg, loose[i] ?? leg, share < lastOut(leg) ? share : lastOut(leg));
  });
}
