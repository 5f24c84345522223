import { and, desc, eq } from 'drizzle-orm';
import type { BurnMethod, BurnRecord, BurnStats, BurnType } from '@shared/schemas/burn';
import { explorerUrl } from '@shared/solana/explorer';
import { formatBaseUnits, lamportsToSol } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { burns } from '../../db/schema';

type BurnRow = typeof burns.$inferSelect;

function toRecord(ctx: AppContext, row: BurnRow): BurnRecord {
  const ui = (units: string | null) => (units === null ? null : formatBaseUnits(BigInt(units), row.decimals));
  return {
    id: row.id,
    tokenAddress: row.mint,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    method: row.method as BurnMethod,
    burnType: row.burnType as BurnType,
    amount: formatBaseUnits(BigInt(row.amount), row.decimals),
    balancePercentage: row.balancePercentage,
    supplyPercentage: row.supplyPercentage,
    supplyBefore: formatBaseUnits(BigInt(row.supplyBefore), row.decimals),
    supplyAfter: ui(row.supplyAfter),
    reason: row.reason,
    status: row.status as BurnRecord['status'],
    txHash: row.signature,
    gasUsed: row.feeLamports === null ? null : lamportsToSol(BigInt(row.feeLamports)),
    rentReturned: row.rentReturnedLamports === null ? null : lamportsToSol(BigInt(row.rentReturnedLamports)),
    explorerUrl: row.signature ? explorerUrl('tx', row.signature, ctx.chain.cluster) : null,
    createdAt: (row.confirmedAt ?? row.createdAt).toISOString(),
  };
}

const confirmedOf = (wallet: string) => and(eq(burns.wallet, wallet), eq(burns.status, 'confirmed'));

/** The wallet's confirmed burns, newest first (planned-but-unsigned and failed burns stay out). */
export async function listBurns(ctx: AppContext, wallet: string): Promise<BurnRecord[]> {
  const rows = await ctx.database.db
    .select()
    .from(burns)
    .where(confirmedOf(wallet))
    .orderBy(desc(burns.confirmedAt))
    .limit(100);
  return rows.map((row) => toRecord(ctx, row));
}

export async function burnStats(ctx: AppContext, wallet: string): Promise<BurnStats> {
  const rows = await ctx.database.db
    .select({ mint: burns.mint, fee: burns.feeLamports, rent: burns.rentReturnedLamports })
    .from(burns)
    .where(confirmedOf(wallet));
  const sum = (values: Array<string | null>) => values.reduce((acc, v) => acc + BigInt(v ?? '0'), 0n);
  return {
    totalBurns: rows.length,
    tokensAffected: new Set(rows.map((r) => r.mint)).size,
    feesSol: lamportsToSol(sum(rows.map((r) => r.fee))),
    rentReclaimedSol: lamportsToSol(sum(rows.map((r) => r.rent))),
  };
}
