import { and, eq, inArray } from 'drizzle-orm';
import { SOLX_DECIMALS } from '@shared/schemas/solx';
import { stakingPoolFor } from '@shared/schemas/staking';
import type { AppContext } from '../../context';
import { solxToken, stakePayments, stakes } from '../../db/schema';
import type { Holding } from './holdings';
import type { WalletTx } from './history';

export type StakeRow = typeof stakes.$inferSelect;

const stakeKey = (id: string) => `stake:${id}`;
export const isStakeKey = (key: string) => key.startsWith('stake:');

export interface StakesRead {
  /** The active stakes as holdings (units: the principal). */
  holdings: Holding[];
  rows: Map<string, StakeRow>;
  /** The SOLX mint (a stake is priced as SOLX); null before SOLX exists. */
  solxMint: string | null;
  /** Per transaction signature, what it moved into (+) or out of (−) a stake, in SOLX base units. */
  legs: Map<string, [string, bigint][]>;
}

/** The tracked wallets' stakes, and the deposits and unstakes that moved SOLX into and out of them. */
export async function readStakes(ctx: AppContext, wallets: string[]): Promise<StakesRead> {
  const { db } = ctx.database;
  const [rows, payments, [solx]] = await Promise.all([
    db
      .select()
      .from(stakes)
      .where(and(inArray(stakes.wallet, wallets), inArray(stakes.status, ['active', 'completed']))),
    db
      .select()
      .from(stakePayments)
      .where(and(inArray(stakePayments.wallet, wallets), eq(stakePayments.kind, 'unstake'))),
    db.select({ mint: solxToken.mint }).from(solxToken).where(eq(solxToken.id, 'solx')),
  ]);
  const legs = new Map<string, [string, bigint][]>();
  const add = (signature: string | null, key: string, units: bigint) => {
    if (signature) legs.set(signature, [...(legs.get(signature) ?? []), [key, units]]);
  };
  for (const r of rows) add(r.signature, stakeKey(r.id), BigInt(r.amount));
  for (const p of payments) add(p.signature, stakeKey(p.stakeId), -BigInt(p.principal));
  const active = rows.filter((r) => r.status === 'active');
  return {
    holdings: active.map((r) => ({
      mint: stakeKey(r.id),
      symbol: 'SOLX',
      name: `Staked SOLX, ${stakingPoolFor(r.poolId)?.name ?? r.poolId}`,
      kind: 'stake',
      decimals: SOLX_DECIMALS,
      units: BigInt(r.amount),
    })),
    rows: new Map(active.map((r) => [stakeKey(r.id), r])),
    solxMint: solx?.mint ?? null,
    legs,
  };
}

/**
 * A stake's deposit sends SOLX to the staking vault and its unstake brings the principal back: the
 * history sees them as the stake's units arriving and leaving, so its cost is the SOLX deposited.
 */
export function addStakeLegs(history: WalletTx[], legs: StakesRead['legs']): void {
  for (const tx of history) {
    for (const [key, units] of legs.get(tx.signature) ?? []) {
      tx.deltas.set(key, (tx.deltas.get(key) ?? 0n) + units);
      tx.decimals.set(key, SOLX_DECIMALS);
    }
  }
}
