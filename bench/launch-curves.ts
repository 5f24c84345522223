import {
  CURVE_KINDS,
  CURVE_SALE,
  LAMPORTS,
  quoteBuy,
  quoteSell,
  type CurveState,
} from '../src/shared/math/bonding-curve';

/** Target: a curve quote is pure integer math, far below the cost of the RPC read that precedes it. */
const TARGET_OPS_PER_SEC = 100_000;
const QUOTES = 200_000;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Buy and sell quotes at states spread over the whole sale, for each curve kind. */
function quotesPerSecond(kind: CurveState['kind']): number {
  const states: CurveState[] = Array.from({ length: 64 }, (_, i) => ({
    kind,
    sold: (CURVE_SALE * BigInt(i)) / 64n,
    raised: (85n * LAMPORTS * BigInt(i)) / 64n,
  }));
  let sink = 0n;
  const start = performance.now();
  for (let i = 0; i < QUOTES; i++) {
    const s = states[i % states.length] ?? states[0];
    if (!s) break;
    sink +=
      i % 2 === 0
        ? quoteBuy(s, BigInt(1 + (i % 5_000)) * 1_000_000n).tokens
        : quoteSell(s, s.sold / 3n).gross;
  }
  const seconds = (performance.now() - start) / 1000;
  if (sink < 0n) console.log('unreachable');
  return QUOTES / seconds;
}

export async function launchCurvesBench(): Promise<boolean> {
  let ok = true;
  for (const kind of CURVE_KINDS) {
    const rate = quotesPerSecond(kind);
    const met = rate >= TARGET_OPS_PER_SEC;
    ok &&= met;
    console.log(
      `curve quote (${kind}): ${fmt(rate)} ops/s (target ≥ ${fmt(TARGET_OPS_PER_SEC)}) ${met ? 'ok' : 'MISSED'}`,
    );
  }
  return ok;
}
