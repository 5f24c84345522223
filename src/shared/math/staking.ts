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
