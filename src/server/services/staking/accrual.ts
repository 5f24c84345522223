import { stakeRewards } from '@shared/math/staking';
import type { stakes } from '../../db/schema';

export type StakeRow = typeof stakes.$inferSelect;

/** Accrued (total) and pending (accrued − paid) rewards of a stake at `at`, in base units. */
export const rewardsOf = (row: StakeRow, at: Date) => stakeRewards(row, at);

export const lockEnded = (row: StakeRow, at: Date): boolean =>
  row.endsAt !== null && at.getTime() >= row.endsAt.getTime();
