import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { Portfolio, PortfolioToken } from '@shared/schemas/portfolio';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { z } from 'zod';
import type { portfolioQuerySchema } from '@shared/schemas/portfolio';
import type { AppContext } from '../../context';
import { LP_DECIMALS } from '../../exchange/market';
import { priceSource } from '../../exchange/prices/source';
import { portfolioChart, type ChartHolding } from './chart';
import { costBasis, type Leg } from './cost-basis';
import { readHoldings } from './holdings';
import { readWalletHistory } from './history';
import { priceLookup, sampledPriceAt } from './price-history';
import { addStakeLegs, isStakeKey, readStakes } from './stakes';
import { listTrackedWallets } from './tracked';
import { valueHolding, type Valued } from './values';

export { addTrackedWallet, listTrackedWallets, removeTrackedWallet } from './tracked';

type Query = z.output<typeof portfolioQuerySchema>;
const ui = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;
const round = (v: number, digits = 6) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * GET /api/portfolio: the tracked wallets' holdings from the chain (through `rpc`), their CLMM positions,
 * LP shares and stakes valued as what they hold, priced by the app's pools.
 */
export async function getPortfolio(
  ctx: AppContext,
  owner: string,
  query: Query,
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<Portfolio> {
  const wallets = (await listTrackedWallets(ctx, owner)).map((w) => w.address);
  const empty = { totalValue: 0, totalPnL: 0, totalPnLPercent: 0, bestPerformer: null, worstPerformer: null };
  const base = { timeframe: query.timeframe, costBasis: query.costBasis, wallets };
  if (wallets.length === 0) return { ...base, stats: empty, tokens: [], chart: [] };
  const [{ holdings: held, pools, clmm }, history, staked] = await Promise.all([
    readHoldings(ctx, wallets, rpc),
    readWalletHistory(ctx, wallets),
    readStakes(ctx, wallets),
  ]);
  addStakeLegs(history, staked.legs);
  const holdings = [...held, ...staked.holdings];
  const { solxMint } = staked;
  const poolMints = pools
    .filter((p) => held.some((h) => h.mint === p.id || clmm.get(h.mint)?.poolId === p.id))
    .flatMap((p) => [p.tokenA.mint, p.tokenB.mint]);
  const asked = [NATIVE_MINT, ...held.map((h) => h.mint), ...poolMints, ...(solxMint ? [solxMint] : [])];
  const prices = await priceSource(ctx).current([...new Set(asked)]);
  const input = { pools, clmm, stakes: staked.rows, solxMint, prices, at: new Date() };
  const valued = new Map<string, Valued>(holdings.map((h) => [h.mint, valueHolding(h, input)]));
  /** The mint whose samples price a key at past moments (pool shares have none). */
  const pricedBy = (key: string): string | null =>
    valued.get(key)?.priceMint ??
    (isStakeKey(key) ? solxMint : pools.some((p) => p.id === key) || clmm.has(key) ? null : key);
  /** USD per whole unit of what the cost basis counts, now. */
  const unitUsd = (key: string): number | null => {
    const v = valued.get(key);
    if (v) return v.value === null || v.units === 0n ? null : v.value / ui(v.units, v.decimals);
    const mint = pricedBy(key);
    if (mint) return prices.get(mint) ?? null;
    if (!pools.some((p) => p.id === key)) return null;
    const lp = { mint: key, symbol: '', name: '', kind: 'lp', decimals: LP_DECIMALS } as const;
    return valueHolding({ ...lp, units: 10n ** BigInt(LP_DECIMALS) }, input).value;
  };
  const sampledAt = priceLookup(ctx);
  const legs: Leg[][] = await Promise.all(
    history.map((tx) =>
      Promise.all(
        [...tx.deltas].map(async ([mint, units]): Promise<Leg> => {
          const by = pricedBy(mint);
          const price = (by ? await sampledAt(by, tx.time) : null) ?? unitUsd(mint);
          const abs = units < 0n ? -units : units;
          const marketUsd = ui(abs, tx.decimals.get(mint) ?? 0) * (price ?? 0);
          return price === null ? { mint, units, marketUsd, unpriced: true } : { mint, units, marketUsd };
        }),
      ),
    ),
  );
  const positions = costBasis(legs, query.costBasis);
  const dayAgo = new Date(Date.now() - 24 * 3_600_000);
  const rows = await Promise.all(
    [...valued.values()].map(async (h) => {
      const then = h.priceMint ? await sampledPriceAt(ctx, h.priceMint, dayAgo) : null;
      const value = h.value ?? 0;
      const p = positions.get(h.mint);
      const known = p ? (p.units > h.units ? h.units : p.units) : 0n;
      // Units the history does not explain (older than it reaches) are taken at today's value.
      const unexplained = h.units === 0n ? 0 : (value * Number(h.units - known)) / Number(h.units);
      const cost = (p?.cost ?? 0) * (p && p.units > 0n ? Number(known) / Number(p.units) : 0) + unexplained;
      const change = h.price !== null && then ? h.price - then : 0;
      return {
        row: {
          address: h.mint,
          symbol: h.symbol,
          name: h.name,
          kind: h.kind,
          decimals: h.decimals,
          balanceUnits: h.balanceUnits.toString(),
          balance: ui(h.balanceUnits, h.decimals),
          value: round(value),
          price: h.price,
          change24h: round(change),
          changePercent24h: h.price !== null && then ? round((change / then) * 100, 4) : 0,
          allocation: 0,
          costBasis: round(cost),
          pnl: round((p?.realized ?? 0) + value - cost),
        } satisfies PortfolioToken,
        invested: (p?.invested ?? 0) + unexplained,
      };
    }),
  );
  const tokens = rows.map((r) => r.row).sort((a, b) => b.value - a.value);
  const totalValue = tokens.reduce((s, t) => s + t.value, 0);
  for (const t of tokens) t.allocation = totalValue > 0 ? round((t.value / totalValue) * 100, 4) : 0;
  const shown = new Set(tokens.map((t) => t.address));
  // Gains and losses on tokens sold off completely still count.
  const closed = [...positions].filter(([mint]) => !shown.has(mint));
  const totalPnL = tokens.reduce((s, t) => s + t.pnl, 0) + closed.reduce((s, [, p]) => s + p.realized, 0);
  const invested = rows.reduce((s, r) => s + r.invested, 0) + closed.reduce((s, [, p]) => s + p.invested, 0);
  const ranked = tokens
    .filter((t) => t.price !== null)
    .sort((a, b) => b.changePercent24h - a.changePercent24h);
  const performer = (t: PortfolioToken | undefined) =>
    t ? { symbol: t.symbol, changePercent24h: t.changePercent24h } : null;
  const chartHoldings: ChartHolding[] = holdings.map((h) => ({
    mint: h.mint,
    decimals: h.decimals,
    units: h.units,
    price: unitUsd(h.mint),
    sampledMint: pricedBy(h.mint),
  }));
  for (const tx of history) {
    for (const mint of tx.deltas.keys()) {
      if (chartHoldings.some((c) => c.mint === mint)) continue;
      const decimals = tx.decimals.get(mint) ?? 0;
      chartHoldings.push({ mint, decimals, units: 0n, price: unitUsd(mint), sampledMint: pricedBy(mint) });
    }
  }
  return {
    ...base,
    stats: {
      totalValue: round(totalValue),
      totalPnL: round(totalPnL),
      totalPnLPercent: invested > 0 ? round((totalPnL / invested) * 100, 4) : 0,
      bestPerformer: performer(ranked[0]),
      worstPerformer: performer(ranked.at(-1)),
    },
    tokens,
    chart: await portfolioChart(ctx, query.timeframe, chartHoldings, history),
  };
}
