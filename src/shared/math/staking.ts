/** Reward accrual: amount × APR × elapsed / year, floored to base units; elapsed stops at the lock's end. */
export function accruedRewardUnits(
  amountUnits: bigint,
  aprBps: number,
  elapsedMs: number,
  lockMs: number,
  yearMs: number,
): bigint {
  const elapsed = BigInt(Math.floor(Math.max(0, Math.min(elapsedMs, lockMs))));
  return (amountUnits * BigInt(aprBps) * elapsed) / (10_000n * BigInt(Math.round(yearMs)));
}

/** A staking "day" lasts `dayMs` (86 400 000 normally, shorter for rehearsals); a year is 365 of them. */
export const stakingClock = (dayMs: number) => ({ dayMs, yearMs: 365 * dayMs });

/** The summary's estimate: the chosen pool's APR prorated by days over 365. */
export const estimatedReward = (amount: number, aprPercent: number, days: number): number =>
  (amount * (aprPercent / 100) * days) / 365;

/** What reward accrual reads of a stake (a `stakes` row). */
export interface StakeTerms {
  amount: string;
  aprBps: number;
  durationDays: number;
  dayMs: number;
  stakedAt: Date | null;
  claimed: string;
}

/** Accrued (total) and pending (accrued − paid) rewards of a stake at `at`, in base units. */
export function stakeRewards(stake: StakeTerms, at: Date) {
  const { dayMs, yearMs } = stakingClock(stake.dayMs);
  const lockMs = stake.durationDays * dayMs;
  const elapsed = stake.stakedAt ? at.getTime() - stake.stakedAt.getTime() : 0;
  const accrued = accruedRewardUnits(BigInt(stake.amount), stake.aprBps, elapsed, lockMs, yearMs);
  const claimed = BigInt(stake.claimed);
  return { accrued, pending: accrued > claimed ? accrued - claimed : 0n, lockMs };
}
