import { z } from 'zod';
import { remaining, type CurveState } from '@shared/math/bonding-curve';
import { CURVE_SOLD_OUT_CODE, launchpadMessages } from '@shared/schemas/launchpad';
import type { AppContext } from '../../context';
import type { GroupPriced, PendingOperation } from '../../chain/pipeline/operation-definition';
import { AppError, conflict } from '../../lib/errors';
import { curveOf, findLaunch, type LaunchRow } from './chain';
import { curveMovesTo } from './curve-ahead';
import { tradesPriced } from './curve-queue';
import { settleCurveTrade, type SettledTrade, type SignedTrade } from './settle-trade';

export const CURVE_SOLD_OUT = CURVE_SOLD_OUT_CODE;

const startSchema = z.object({ sold: z.string(), raised: z.string() });

/** The curve after one trade at the fair amounts (what `applyCurveTrade` will record when it confirms). */
function after(state: CurveState, side: 'buy' | 'sell', s: SettledTrade): CurveState {
  const sign = side === 'buy' ? 1n : -1n;
  return {
    ...state,
    sold: state.sold + sign * BigInt(s.settledTokens),
    raised: state.raised + sign * BigInt(s.settledLamports),
  };
}

/**
 * A group of one curve's trades (all buys or all sells), each priced at the state the ones before it
 * leave, from the recorded state (`live` is the launch read and checked under the lock) or from the
 * group's stored start when its landed trades are priced again for their settlements. A trade beyond its
 * tolerance is refused alone and moves nothing for the ones after it; a buy after the curve sold out in
 * this group is refused as sold out, as it would be in the next group.
 */
export async function priceCurveTrades<T extends SignedTrade & { mint: string }>(
  ctx: AppContext,
  ops: PendingOperation<T>[],
  live: (mint: string) => Promise<LaunchRow>,
  start?: unknown,
): Promise<{ start: unknown; priced: GroupPriced<T & SettledTrade>[] }> {
  const mint = ops[0]?.summary.mint ?? '';
  const row = start === undefined ? await live(mint) : await findLaunch(ctx, mint);
  const stored = start === undefined ? null : startSchema.parse(start);
  const first: CurveState = stored
    ? { ...curveOf(row), sold: BigInt(stored.sold), raised: BigInt(stored.raised) }
    : curveOf(row);
  let state = first;
  const priced: GroupPriced<T & SettledTrade>[] = [];
  for (const op of ops) {
    if (op.summary.side === 'buy' && remaining(state) === 0n) {
      priced.push({ refused: conflict(CURVE_SOLD_OUT, launchpadMessages.soldOut) });
      continue;
    }
    try {
      const { settled, instructions } = await settleCurveTrade(ctx, op.wallet, row, state, op.summary);
      priced.push({ summary: { ...op.summary, ...settled }, settlement: instructions });
      state = after(state, op.summary.side, settled);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      priced.push({ refused: error });
    }
  }
  if (!stored) {
    curveMovesTo(ctx, mint, first, state);
    tradesPriced(ctx, mint, ops);
  }
  return { start: { sold: first.sold.toString(), raised: first.raised.toString() }, priced };
}
