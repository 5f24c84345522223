import { TIMEFRAME_HOURS, type PortfolioTimeframe } from '@shared/schemas/portfolio';
import type { AppContext } from '../../context';
import type { WalletTx } from './history';
import { bucketedPrices, sampledPriceAt } from './price-history';

/** Chart resolution per timeframe (seconds between points). */
const STEP_SECONDS: Record<PortfolioTimeframe, number> = {
  '24h': 3600,
  '7d': 6 * 3600,
  '30d': 86_400,
  '90d': 3 * 86_400,
  '1y': 7 * 86_400,
};

export interface ChartHolding {
  mint: string;
  decimals: number;
  units: bigint;
  /** Today's USD per whole unit, used where no sample exists (and for pool positions, never sampled). */
  price: number | null;
  /** The mint whose sampled prices price it (a stake: SOLX); null for pool positions. */
  sampledMint: string | null;
}

/**
 * Portfolio value at each step of the timeframe: each mint's balance at that moment (today's balance minus
 * the changes of later transactions) times its last sampled price by then.
 */
export async function portfolioChart(
  ctx: AppContext,
  timeframe: PortfolioTimeframe,
  holdings: ChartHolding[],
  history: WalletTx[],
  nowMs = Date.now(),
): Promise<{ time: number; value: number }[]> {
  const step = STEP_SECONDS[timeframe];
  const now = Math.floor(nowMs / 1000);
  const start = Math.floor((now - TIMEFRAME_HOURS[timeframe] * 3600) / step) * step;
  const sampled = [...new Set(holdings.flatMap((h) => (h.sampledMint ? [h.sampledMint] : [])))];
  const buckets = await bucketedPrices(ctx, sampled, new Date(start * 1000), step);
  const last = new Map<string, number | null>();
  await Promise.all(
    sampled.map(async (mint) => last.set(mint, await sampledPriceAt(ctx, mint, new Date(start * 1000)))),
  );
  const times: number[] = [];
  for (let t = start + step; t < now; t += step) times.push(t);
  times.push(now);
  return times.map((t) => {
    let value = 0;
    for (const h of holdings) {
      const by = h.sampledMint;
      const bucket = by === null ? undefined : buckets.get(by)?.get(Math.floor((t - 1) / step) * step);
      if (by !== null && bucket !== undefined) last.set(by, bucket);
      const price = (by === null ? null : last.get(by)) ?? h.price ?? 0;
      let units = h.units;
      for (const tx of history) if (tx.time > t) units -= tx.deltas.get(h.mint) ?? 0n;
      value += (Number(units) / 10 ** h.decimals) * price;
    }
    return { time: t, value };
  });
}
