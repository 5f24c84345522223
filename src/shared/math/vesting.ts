import type { VestingRule } from '../schemas/solx';

/** Months are counted as a twelfth of a 365-day year, so the schedule does not depend on the calendar. */
export const MONTH_MS = (365 * 24 * 60 * 60 * 1000) / 12;

/** Parts per million of an allocation unlocked `months` after the token generation event. */
export function unlockedPpm(rule: VestingRule, months: number): bigint {
  if (months < rule.cliffMonths) return 0n;
  if (rule.linearMonths === 0) return 1_000_000n;
  const into = Math.min(months - rule.cliffMonths, rule.linearMonths);
  return BigInt(Math.floor((into / rule.linearMonths) * 1_000_000));
}

/** Base units of `total` unlocked at `at` for an allocation created at `tgeAt`. */
export function unlockedUnits(total: bigint, rule: VestingRule, tgeAt: Date, at: Date): bigint {
  const months = Math.max(0, (at.getTime() - tgeAt.getTime()) / MONTH_MS);
  return (total * unlockedPpm(rule, months)) / 1_000_000n;
}

/** Months until the last allocation is fully unlocked (the schedule chart's span). */
export const fullyVestedMonth = (rules: readonly VestingRule[]): number =>
  Math.max(...rules.map((r) => r.cliffMonths + r.linearMonths));
