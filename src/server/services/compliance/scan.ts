import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { riskOf, type ComplianceReport } from '@shared/schemas/compliance';
import { largestHolders } from '../../chain/token-holders';
import type { AppContext } from '../../context';
import { burns, complianceReports, exchangeTokens, pools as poolRows, tokens } from '../../db/schema';
import { loadPools } from '../../exchange/market';
import { CONSTANT_PRODUCT_POOL_TYPE } from '../../exchange/pools/constant-product/engine';
import { priceSource } from '../../exchange/prices/source';
import { tvlUsd } from '../../exchange/prices/table';
import { isIncinerator, readMintFacts } from './chain-facts';
import { buildChecks, overallScore, type ScanFacts } from './checks';
import { FRAMEWORKS } from './frameworks';
import { toReport } from './records';

const share = (part: bigint, whole: bigint) => (whole === 0n ? 0 : (Number(part) / Number(whole)) * 100);

async function lpSafePercent(ctx: AppContext, lpMints: string[], lpSupply: Map<string, bigint>) {
  if (lpMints.length === 0) return null;
  const burned = await ctx.database.db
    .select({ mint: burns.mint, amount: sql<string>`coalesce(sum(${burns.amount}::numeric), 0)::text` })
    .from(burns)
    .where(and(inArray(burns.mint, lpMints), eq(burns.status, 'confirmed'), ne(burns.method, 'null-address')))
    .groupBy(burns.mint);
  let safe = 0n;
  let total = 0n;
  for (const lp of lpMints) {
    const gone = BigInt(burned.find((b) => b.mint === lp)?.amount ?? '0');
    const holders = await largestHolders(ctx, lp);
    // Sent to the incinerator, or held by the platform (the pool's permanently locked minimum).
    const parked = holders
      .filter((h) => isIncinerator(h.owner) || h.owner === ctx.platform.address)
      .reduce((s, h) => s + h.amount, 0n);
    safe += gone + parked;
    total += (lpSupply.get(lp) ?? 0n) + gone;
  }
  return share(safe, total);
}

/** Reads the mint, its holders, pools and history; scores it and stores the report for the wallet. */
export async function scanToken(ctx: AppContext, wallet: string, mint: string): Promise<ComplianceReport> {
  const { db } = ctx.database;
  const facts = await readMintFacts(ctx, mint);
  const [holders, allPools, vaultRows, created, tracked, prices] = await Promise.all([
    largestHolders(ctx, mint),
    loadPools(ctx),
    db.select({ a: poolRows.vaultA, b: poolRows.vaultB }).from(poolRows),
    db.select().from(tokens).where(eq(tokens.mint, mint)),
    db.select().from(exchangeTokens).where(isNotNull(exchangeTokens.trackedRank)),
    priceSource(ctx).current([mint]),
  ]);
  const vaults = new Set(vaultRows.flatMap((r) => [r.a, r.b]));
  const holderPercents = holders
    .filter((h) => !vaults.has(h.address) && !isIncinerator(h.owner) && h.owner !== ctx.platform.address)
    .map((h) => share(h.amount, facts.supply))
    .sort((a, b) => b - a);
  const pools = allPools.filter((p) => p.tokenA.mint === mint || p.tokenB.mint === mint);
  const lpPools = pools.filter((p) => p.type === CONSTANT_PRODUCT_POOL_TYPE);
  const row = created[0];
  const creatorTokens = row ? await db.select().from(tokens).where(eq(tokens.creator, row.creator)) : [];
  const name = facts.name ?? row?.name ?? tracked.find((t) => t.mint === mint)?.name ?? 'Unknown Token';
  const symbol =
    facts.symbol ?? row?.symbol ?? tracked.find((t) => t.mint === mint)?.symbol ?? `${mint.slice(0, 4)}…`;
  const copy = tracked.find(
    (t) =>
      t.mint !== mint &&
      (t.symbol.toLowerCase() === symbol.toLowerCase() || t.name.toLowerCase() === name.toLowerCase()),
  );
  const scanFacts: ScanFacts = {
    mint: facts,
    holderPercents,
    liquidityUsd: pools.reduce((s, p) => s + (tvlUsd(prices, p) ?? 0), 0),
    poolCount: pools.length,
    // Only a constant-product pool's id is an LP mint; CLMM positions are NFTs, curves have no LP.
    lpSafePercent: await lpSafePercent(
      ctx,
      lpPools.map((p) => p.id),
      new Map(lpPools.map((p) => [p.id, p.lpSupply])),
    ),
    creator: row
      ? {
          address: row.creator,
          tokens: creatorTokens.filter((t) => t.status === 'created').length,
          mintAuthorityKept: creatorTokens.filter((t) => t.status === 'created' && !t.mintAuthorityRevoked)
            .length,
        }
      : null,
    copycatOf: copy ? `${copy.symbol} (${copy.name})` : null,
  };
  const checks = buildChecks(scanFacts);
  const score = overallScore(checks);
  const scan = {
    rating: riskOf(score).rating,
    jurisdictions: ['Global'],
    regulatoryFrameworks: FRAMEWORKS.filter((f) => f.status === 'active').map((f) => f.name),
    checks,
    topHolders: holders
      .filter((h) => !vaults.has(h.address))
      .slice(0, 10)
      .map((h) => ({ owner: h.owner, percent: share(h.amount, facts.supply) })),
    liquidityUsd: scanFacts.liquidityUsd,
  };
  const [stored] = await db
    .insert(complianceReports)
    .values({
      wallet,
      mint,
      tokenSymbol: symbol,
      tokenName: name,
      overallScore: score,
      riskLevel: riskOf(score).riskLevel,
      scan,
    })
    .returning();
  if (!stored) throw new Error('report not stored');
  return toReport(stored);
}
