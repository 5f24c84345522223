import { accruedRewardUnits, stakingClock } from '@shared/math/staking';
import type { stakes } from '../../db/schema';

export type StakeRow = typeof stakes.$inferSelect;

/** Accrued (total) and pending (accrued − paid) rewards of a stake at `at`, in base units. */
export function rewardsOf(row: StakeRow, at: Date) {
  const { dayMs, yearMs } = stakingClock(row.dayMs);
  const lockMs = row.durationDays * dayMs;
  const elapsed = row.stakedAt ? at.getTime() - row.stakedAt.getTime() : 0;
  const accrued = accruedRewardUnits(BigInt(row.amount), row.aprBps, elapsed, lockMs, yearMs);
  const claimed = BigInt(row.claimed);
  return { accrued, pending: accrued > claimed ? accrued - claimed : 0n, lockMs };
}

export const lockEnded = (row: StakeRow, at: Date): boolean =>
  row.endsAt !== null && at.getTime() >= row.endsAt.getTime();
