import { getAddressDecoder } from '@solana/kit';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CURVE_SALE, CURVE_SUPPLY, priceInSol, spotPrice, type CurveState } from '@shared/math/bonding-curve';
import type {
  LaunchDetail,
  LaunchMetadata,
  LaunchStats,
  LaunchSummary,
  LaunchTrade,
} from '@shared/schemas/launchpad';
import type { AppContext } from '../../context';
import { notRehearsal } from '../../db/rehearsal-scope';
import { launches, launchTrades } from '../../db/schema';
import { readAccounts } from '../../exchange/accounts';
import { launchFigures, LAUNCHED_STATUSES } from '../../exchange/public-figures';
import { notFound } from '../../lib/errors';
import { curveKindOf, curveOf, findLaunch, type LaunchRow } from './chain';

const VISIBLE = LAUNCHED_STATUSES;

interface TradeTotals {
  trades: number;
  volume: number;
  lastPrice: number;
}

function summarize(row: LaunchRow, state: CurveState, totals: TradeTotals | undefined): LaunchSummary {
  const done = row.status === 'graduating' || row.status === 'graduated';
  const price = done && totals ? totals.lastPrice : priceInSol(spotPrice(state));
  return {
    mint: row.mint,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    imageUrl: row.imageUrl,
    socialLinks: { twitter: row.twitter, telegram: row.telegram, website: row.website },
    curve: curveKindOf(row),
    creator: row.creator,
    status: row.status as LaunchSummary['status'],
    badge: 'Live',
    sold: state.sold.toString(),
    raised: state.raised.toString(),
    progress: done ? 100 : Number((state.sold * 10_000n) / CURVE_SALE) / 100,
    priceSol: price,
    marketCapSol: price * Number(CURVE_SUPPLY / 1_000_000n),
    trades: totals?.trades ?? 0,
    volumeSol: totals?.volume ?? 0,
    poolId: row.status === 'graduated' ? row.poolId : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each launch with its recorded curve state and its trade totals. */
async function withStates(ctx: AppContext, rows: LaunchRow[]) {
  const mints = rows.map((r) => r.mint);
  const totals = await ctx.database.db
    .select({
      mint: launchTrades.mint,
      trades: count(),
      volume: sql<string>`coalesce(sum(${launchTrades.lamports}::numeric), 0)`,
      lastPrice: sql<number>`(array_agg(${launchTrades.priceSol} order by ${launchTrades.seq} desc))[1]`,
    })
    .from(launchTrades)
    .where(inArray(launchTrades.mint, mints.length ? mints : ['']))
    .groupBy(launchTrades.mint);
  const byMint = new Map(
    totals.map((t) => [
      t.mint,
      { trades: t.trades, volume: Number(t.volume) / 1e9, lastPrice: Number(t.lastPrice) },
    ]),
  );
  return rows.map((row) => summarize(row, curveOf(row), byMint.get(row.mint)));
}

/** trending: every visible launch by volume; mine: the wallet's own launches, newest first. */
export async function listLaunches(ctx: AppContext, tab: 'trending' | 'mine', wallet: string | null) {
  const where =
    tab === 'mine'
      ? and(eq(launches.creator, wallet ?? ''), inArray(launches.status, VISIBLE))
      : and(inArray(launches.status, VISIBLE), notRehearsal.launch());
  const rows = await ctx.database.db
    .select()
    .from(launches)
    .where(where)
    .orderBy(desc(launches.createdAt))
    .limit(100);
  const summaries = await withStates(ctx, rows);
  return tab === 'trending' ? summaries.sort((a, b) => b.volumeSol - a.volumeSol) : summaries;
}

const toTrade = (t: typeof launchTrades.$inferSelect): LaunchTrade => ({
  signature: t.signature,
  wallet: t.wallet,
  side: t.side as LaunchTrade['side'],
  tokens: t.tokens,
  lamports: t.lamports,
  feeLamports: t.feeLamports,
  priceSol: t.priceSol,
  executedAt: t.executedAt.toISOString(),
});

/** Holders from the chain: the largest token accounts of the mint with their owners. */
async function holders(ctx: AppContext, row: LaunchRow) {
  const { value } = await ctx.chain.rpc
    .getTokenLargestAccounts(row.mint as never, { commitment: 'confirmed' })
    .send();
  const accounts = await readAccounts(
    ctx,
    value.map((v) => v.address),
  );
  return value
    .map((v, i) => {
      const data = accounts[i]?.data;
      const owner = data && data.length >= 64 ? ownerOf(data) : v.address;
      const amount = BigInt(v.amount);
      return {
        owner,
        amount: amount.toString(),
        percent: Number((amount * 1_000_000n) / CURVE_SUPPLY) / 10_000,
      };
    })
    .filter((h) => h.amount !== '0');
}

const ownerOf = (data: Uint8Array): string => getAddressDecoder().decode(data.slice(32, 64));

export async function launchDetail(
  ctx: AppContext,
  mint: string,
): Promise<LaunchDetail & { chart: { t: string; price: number }[] }> {
  const row = await findLaunch(ctx, mint);
  if (!VISIBLE.includes(row.status)) throw notFound('Launch not found');
  const [summary] = await withStates(ctx, [row]);
  if (!summary) throw notFound('Launch not found');
  const trades = await ctx.database.db
    .select()
    .from(launchTrades)
    .where(eq(launchTrades.mint, mint))
    .orderBy(desc(launchTrades.seq))
    .limit(500);
  return {
    ...summary,
    tokenVault: row.tokenVault,
    solVault: row.solVault,
    holders: await holders(ctx, row),
    recentTrades: trades.slice(0, 50).map(toTrade),
    graduationSignature: row.status === 'graduated' ? row.graduationSignature : null,
    chart: trades.reverse().map((t) => ({ t: t.executedAt.toISOString(), price: t.priceSol })),
  };
}

export async function launchStats(ctx: AppContext): Promise<LaunchStats> {
  const figures = await launchFigures(ctx.database.db);
  return {
    launches: figures.launches,
    graduated: figures.graduated,
    volumeSol: figures.curveVolumeSol,
    traders: figures.curveTraders,
  };
}

export async function metadataDocument(ctx: AppContext, mint: string): Promise<LaunchMetadata> {
  const row = await findLaunch(ctx, mint);
  return {
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    ...(row.imageUrl ? { image: row.imageUrl } : {}),
    extensions: { twitter: row.twitter, telegram: row.telegram, website: row.website },
    properties: { curve: row.curve, platform: ctx.publicUrl },
  };
}
