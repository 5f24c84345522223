import { z } from 'zod';
import {
  buyWith,
  CURVE_KINDS,
  isComplete,
  remaining,
  sellProceeds,
  tradeFee,
  type CurveState,
} from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { bigString } from '../big-json';
import type { HopRecord, RunningPool } from '../types';

export const tokenMintOf = (hop: HopRecord) =>
  hop.inputMint === NATIVE_MINT ? hop.outputMint : hop.inputMint;
export const isBuy = (hop: { inputMint: string }) => hop.inputMint === NATIVE_MINT;

/**
 * Tokens a buy of `total` lamports gets: 1 % to the platform, the rest into the curve. Refused (0) when
 * the curve cannot take the whole input (a buy past the sale), so the router never overpays.
 */
export function buyOut(state: CurveState, total: bigint, fee = tradeFee(total)): bigint {
  if (total <= fee) return 0n;
  const net = total - fee;
  const { tokens, cost } = buyWith(state, net);
  return cost < net && tokens === remaining(state) ? 0n : tokens;
}

const startSchema = z.object({
  kind: z.enum(CURVE_KINDS),
  sold: bigString,
  raised: bigString,
  live: z.boolean(),
});

/**
 * A curve's recorded state (`sold`, `raised`) as each swap moves it, as confirming it will record
 * (`onHopConfirmed`): a buy adds its tokens and its input less the fee, a sell takes back its tokens and
 * its gross proceeds. A curve not live, or sold out by an earlier swap, pays nothing.
 */
export function runningCurve(state: CurveState, live: boolean): RunningPool {
  return {
    swap(hop, amountIn) {
      if (!live) return { out: 0n, after: this };
      const fee = BigInt(hop.platformFee ?? '0');
      if (isBuy(hop)) {
        const out = buyOut(state, amountIn, fee);
        if (out === 0n) return { out, after: this };
        const after = { ...state, sold: state.sold + out, raised: state.raised + amountIn - fee };
        return { out, after: runningCurve(after, !isComplete(after)) };
      }
      const gross = sellProceeds(state, amountIn);
      if (gross <= fee) return { out: 0n, after: this };
      const after = { ...state, sold: state.sold - amountIn, raised: state.raised - gross };
      return { out: gross - fee, after: runningCurve(after, true) };
    },
    toJSON: () => ({
      kind: state.kind,
      sold: state.sold.toString(),
      raised: state.raised.toString(),
      live,
    }),
  };
}

export function resumeCurve(json: unknown): RunningPool {
  const { live, ...state } = startSchema.parse(json);
  return runningCurve(state, live);
}
