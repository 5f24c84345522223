import { randomUUID } from 'node:crypto';
import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { SOLX_DECIMALS } from '@shared/schemas/solx';
import { CLAIM_MINIMUM, stakingMessages, stakingPoolFor, type StakeRequest } from '@shared/schemas/staking';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { stakes } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { planOperation } from '../../chain/pipeline/plan';
import { createAta, transferChecked } from '../../exchange/instructions';
import { lockEnded, rewardsOf, type StakeRow } from './accrual';
import { stakedInPool } from './capacity';
import { requireStakingAccounts, walletSolx } from './chain';
import { stakingOperation } from './operation';

const units = (whole: number) => BigInt(whole) * 10n ** BigInt(SOLX_DECIMALS);
const CLAIM_MIN_UNITS = parseUiAmount(CLAIM_MINIMUM, SOLX_DECIMALS) ?? 0n;

/** One transfer from the wallet's SOLX account into the staking vault; the stake is active once it confirms. */
export async function planStake(
  ctx: AppContext,
  wallet: Address,
  req: StakeRequest,
): Promise<PlannedOperation> {
  const pool = stakingPoolFor(req.poolId);
  if (!pool) throw badRequest(stakingMessages.noPool);
  if (req.duration !== pool.duration) throw badRequest(stakingMessages.durationMismatch);
  const amount = parseUiAmount(req.amount, SOLX_DECIMALS);
  if (amount === null || amount <= 0n) throw badRequest(stakingMessages.amountInvalid);
  if (amount < units(pool.minStake))
    throw badRequest(stakingMessages.belowMinimum(pool.minStake.toLocaleString('en-US')));
  const accounts = await requireStakingAccounts(ctx);
  // Stakes still being signed or confirmed count too; the co-signer checks again under the pool's lock.
  const total = await stakedInPool(ctx.database.db, pool.id, ['planned', 'submitted']);
  if (total >= units(pool.maxCapacity)) throw badRequest(stakingMessages.poolFull);
  if (total + amount > units(pool.maxCapacity)) throw badRequest(stakingMessages.overCapacity);
  const source = await walletSolx(ctx, wallet, accounts.token);
  if (source.balance < amount) throw badRequest(stakingMessages.insufficient);
  const stakeId = randomUUID();
  const ix = transferChecked(
    source.account,
    accounts.stakingVault,
    createNoopSigner(wallet),
    accounts.token,
    amount,
  );
  const planned = await planOperation(ctx, stakingOperation, {
    wallet,
    summary: {
      action: 'stake',
      stakeId,
      poolId: pool.id,
      amount: formatBaseUnits(amount, SOLX_DECIMALS),
      principal: amount.toString(),
      reward: '0',
      claimedBefore: '0',
    },
    transactions: [[ix]],
  });
  await ctx.database.db.insert(stakes).values({
    id: stakeId,
    wallet,
    poolId: pool.id,
    amount: amount.toString(),
    aprBps: pool.aprBps,
    durationDays: pool.duration,
    dayMs: Math.round(ctx.env.STAKING_DAY_SECONDS * 1000),
    operationId: planned.operationId,
  });
  return { ...planned, summary: { ...planned.summary, stakeId } };
}

async function ownStake(ctx: AppContext, wallet: Address, stakeId: string): Promise<StakeRow> {
  const [row] = await ctx.database.db
    .select()
    .from(stakes)
    .where(and(eq(stakes.id, stakeId), eq(stakes.wallet, wallet)));
  // Another wallet's stake answers exactly like a missing one.
  if (!row || row.status === 'pending' || row.status === 'failed')
    throw notFound(stakingMessages.stakeNotFound);
  if (row.status !== 'active') throw badRequest(stakingMessages.notActive);
  return row;
}

/**
 * Pays the rewards accrued so far from the staking-rewards vault (the platform co-signs). The wallet
 * pays the network fee; its SOLX account is created if it was closed since.
 */
export async function planClaim(
  ctx: AppContext,
  wallet: Address,
  stakeId: string,
): Promise<PlannedOperation> {
  const row = await ownStake(ctx, wallet, stakeId);
  const { pending } = rewardsOf(row, new Date());
  if (pending < CLAIM_MIN_UNITS) throw badRequest(stakingMessages.claimTooSmall);
  return planPayout(ctx, wallet, row, 'claim', 0n, pending);
}

/** After the lock: the principal from the staking vault and the rewards not yet paid, in one transaction. */
export async function planUnstake(
  ctx: AppContext,
  wallet: Address,
  stakeId: string,
): Promise<PlannedOperation> {
  const row = await ownStake(ctx, wallet, stakeId);
  const now = new Date();
  if (!lockEnded(row, now)) throw badRequest(stakingMessages.lockNotEnded);
  return planPayout(ctx, wallet, row, 'unstake', BigInt(row.amount), rewardsOf(row, now).pending);
}

async function planPayout(
  ctx: AppContext,
  wallet: Address,
  row: StakeRow,
  action: 'claim' | 'unstake',
  principal: bigint,
  reward: bigint,
): Promise<PlannedOperation> {
  const accounts = await requireStakingAccounts(ctx);
  const { account } = await walletSolx(ctx, wallet, accounts.token);
  const platform = createNoopSigner(ctx.platform.address);
  const ix: Instruction[] = [createAta(createNoopSigner(wallet), wallet, account, accounts.token)];
  if (principal > 0n)
    ix.push(transferChecked(accounts.stakingVault, account, platform, accounts.token, principal));
  if (reward > 0n) ix.push(transferChecked(accounts.rewardsVault, account, platform, accounts.token, reward));
  return planOperation(ctx, stakingOperation, {
    wallet,
    summary: {
      action,
      stakeId: row.id,
      poolId: row.poolId,
      amount: formatBaseUnits(BigInt(row.amount), SOLX_DECIMALS),
      principal: principal.toString(),
      reward: reward.toString(),
      claimedBefore: row.claimed,
    },
    transactions: [ix],
  });
}
