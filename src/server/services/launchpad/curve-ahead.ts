import type { CurveState } from '@shared/math/bonding-curve';
import type { AppContext } from '../../context';
import { curveOf, type TradeLaunch } from './chain';

/**
 * The curve as a group being sent leaves it. A group's trades are priced and sent together, but the
 * recorded state (sold, raised) only moves when the group finishes; a plan or quote made meanwhile
 * would price from a state the chain has already left, sign a minimum the trade can no longer reach at
 * its turn, and be refused. Quotes use this state instead while the record still stands where the
 * group started (it is dropped once the record moves, or after AHEAD_MS). It only ever moves quotes,
 * and so the minimum a wallet signs: each trade is still priced from the record at its own turn.
 * In-process: another instance quotes from the record, as before.
 */
interface Ahead {
  from: { sold: bigint; raised: bigint };
  to: { sold: bigint; raised: bigint };
  until: number;
}

const AHEAD_MS = 10_000;
const byContext = new WeakMap<AppContext, Map<string, Ahead>>();

function aheadOf(ctx: AppContext): Map<string, Ahead> {
  let map = byContext.get(ctx);
  if (!map) byContext.set(ctx, (map = new Map()));
  return map;
}

/** After a group's first pricing: it moves the curve from `from` to `to` (its accepted trades). */
export function curveMovesTo(ctx: AppContext, mint: string, from: CurveState, to: CurveState): void {
  const map = aheadOf(ctx);
  if (from.sold === to.sold && from.raised === to.raised) map.delete(mint);
  else map.set(mint, { from, to: { sold: to.sold, raised: to.raised }, until: Date.now() + AHEAD_MS });
}

/** The state to quote from: the recorded one, or where a group in flight from it leaves the curve. */
export function quotedCurve(
  ctx: AppContext,
  row: Pick<TradeLaunch, 'mint' | 'curve' | 'sold' | 'raised'>,
): CurveState {
  const recorded = curveOf(row);
  const map = aheadOf(ctx);
  const ahead = map.get(row.mint);
  if (!ahead) return recorded;
  const current =
    ahead.from.sold === recorded.sold && ahead.from.raised === recorded.raised && Date.now() < ahead.until;
  if (!current) {
    map.delete(row.mint);
    return recorded;
  }
  return { ...recorded, ...ahead.to };
}
