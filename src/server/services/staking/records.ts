import type { Address } from '@solana/kit';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { SOLX_DECIMALS } from '@shared/schemas/solx';
import {
  STAKING_POOLS,
  stakingMessages,
  stakingPoolFor,
  type StakePayment,
  type StakeTarget,
  type StakingPoolView,
  type StakingStats,
  type UserStake,
} from '@shared/schemas/staking';
import { formatBaseUnits } from '@shared/solana/amounts';
import { explorerUrl } from '@shared/solana/explorer';
import type { AppContext } from '../../context';
import { stakePayments, stakes } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { rewardsOf, type StakeRow } from './accrual';
import { stakingAccounts, walletSolx } from './chain';

const ui = (units: bigint | string) => formatBaseUnits(BigInt(units), SOLX_DECIMALS);
const units = (whole: number) => BigInt(whole) * 10n ** BigInt(SOLX_DECIMALS);
const poolName = (id: string) => stakingPoolFor(id)?.name ?? id;
const txUrl = (ctx: AppContext, sig: string | null) =>
  sig ? explorerUrl('tx', sig, ctx.chain.cluster) : null;

/** The four pools with what every wallet has staked in each; a pool at capacity is not active ('Pool Full'). */
export async function stakingPools(ctx: AppContext): Promise<StakingPoolView[]> {
  const rows = await ctx.database.db
    .select({ poolId: stakes.poolId, amount: stakes.amount })
    .from(stakes)
    .where(eq(stakes.status, 'active'));
  return STAKING_POOLS.map((p) => {
    const total = rows.filter((r) => r.poolId === p.id).reduce((s, r) => s + BigInt(r.amount), 0n);
    return {
      id: p.id,
      name: p.name,
      tier: p.tier,
      duration: p.duration,
      apr: p.aprBps / 100,
      minStake: p.minStake,
      totalStaked: ui(total),
      maxCapacity: p.maxCapacity,
      benefits: [...p.benefits],
      isActive: total < units(p.maxCapacity),
    };
  });
}

function toUserStake(ctx: AppContext, row: StakeRow, at: Date): UserStake {
  const { accrued, pending, lockMs } = rewardsOf(row, at);
  const endsAt = row.endsAt ?? at;
  return {
    id: row.id,
    poolId: row.poolId as UserStake['poolId'],
    poolName: poolName(row.poolId),
    amount: ui(row.amount),
    apr: row.aprBps / 100,
    pendingRewards: row.status === 'active' ? ui(pending) : '0',
    earnedRewards: ui(row.status === 'active' ? accrued : row.claimed),
    stakedAt: (row.stakedAt ?? row.createdAt).toISOString(),
    endsAt: endsAt.toISOString(),
    asOf: at.toISOString(),
    lockSeconds: lockMs / 1000,
    secondsRemaining: Math.max(0, (endsAt.getTime() - at.getTime()) / 1000),
    status: row.status === 'completed' ? 'completed' : 'active',
    explorerUrl: txUrl(ctx, row.signature),
  };
}

async function walletStakes(ctx: AppContext, wallet: Address): Promise<StakeRow[]> {
  return ctx.database.db
    .select()
    .from(stakes)
    .where(and(eq(stakes.wallet, wallet), inArray(stakes.status, ['active', 'completed'])))
    .orderBy(desc(stakes.createdAt))
    .limit(200);
}

/** Every confirmed stake of the wallet, newest first, with rewards as of now (one clock for all rows). */
export async function userStakes(ctx: AppContext, wallet: Address): Promise<UserStake[]> {
  const at = new Date();
  return (await walletStakes(ctx, wallet)).map((row) => toUserStake(ctx, row, at));
}

/** Confirmed deposits, claims and unstakes of the wallet, newest first. */
export async function stakePaymentHistory(ctx: AppContext, wallet: Address): Promise<StakePayment[]> {
  const rows = await ctx.database.db
    .select({ payment: stakePayments, poolId: stakes.poolId })
    .from(stakePayments)
    .innerJoin(stakes, eq(stakes.id, stakePayments.stakeId))
    .where(eq(stakePayments.wallet, wallet))
    .orderBy(desc(stakePayments.createdAt))
    .limit(200);
  return rows.map(({ payment: p, poolId }) => ({
    id: p.id,
    stakeId: p.stakeId,
    poolName: poolName(poolId),
    kind: p.kind as StakePayment['kind'],
    amount: ui(p.principal),
    reward: ui(p.reward),
    txHash: p.signature,
    explorerUrl: txUrl(ctx, p.signature),
    createdAt: p.createdAt.toISOString(),
  }));
}

/** The wallet's totals; current APR is the stake-weighted APR of its active stakes. */
export async function stakingStats(ctx: AppContext, wallet: Address): Promise<StakingStats> {
  const at = new Date();
  const rows = await walletStakes(ctx, wallet);
  const active = rows.filter((r) => r.status === 'active');
  const staked = active.reduce((s, r) => s + BigInt(r.amount), 0n);
  const earned = rows.reduce(
    (s, r) => s + (r.status === 'active' ? rewardsOf(r, at).accrued : BigInt(r.claimed)),
    0n,
  );
  const weighted = active.reduce((s, r) => s + BigInt(r.amount) * BigInt(r.aprBps), 0n);
  const ends = active.map((r) => r.endsAt?.getTime() ?? 0).filter((t) => t > at.getTime());
  const accounts = await stakingAccounts(ctx);
  const balance = accounts ? (await walletSolx(ctx, wallet, accounts.token)).balance : 0n;
  return {
    totalStaked: ui(staked),
    totalEarned: ui(earned),
    activeStakes: active.length,
    currentAPR: staked === 0n ? 0 : Number(weighted / staked) / 100,
    nextRewardDate: ends.length ? new Date(Math.min(...ends)).toISOString() : null,
    availableBalance: ui(balance),
    dayMs: Math.round(ctx.env.STAKING_DAY_SECONDS * 1000),
    mint: accounts?.token.mint ?? null,
  };
}

/** The stake a claim or unstake names: its id, or the wallet's only active stake in the named pool. */
export async function stakeIdOf(ctx: AppContext, wallet: Address, target: StakeTarget): Promise<string> {
  if (target.stakeId !== undefined) return target.stakeId;
  const rows = await ctx.database.db
    .select({ id: stakes.id })
    .from(stakes)
    .where(
      and(eq(stakes.wallet, wallet), eq(stakes.poolId, target.poolId ?? ''), eq(stakes.status, 'active')),
    )
    .limit(2);
  const [only, second] = rows;
  if (!only) throw notFound(stakingMessages.stakeNotFound);
  if (second) throw badRequest(stakingMessages.severalStakes);
  return only.id;
}
