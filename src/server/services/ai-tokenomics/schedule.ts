import {
  TOKENOMICS_CATEGORIES,
  type TokenomicsCategory,
  type TokenomicsRequest,
  type UnlockPoint,
} from '@shared/schemas/ai-tokenomics';

export const SCHEDULE_MONTHS = 48;

/** A category's unlock: a share at launch (TGE), the rest linear over `months` after a `cliff`. */
interface Unlock {
  atTge: number;
  cliff: number;
  months: number;
}

/**
 * Unlock rules per category. Team follows the team vesting slider; a private sale releases 25 % at TGE
 * and the rest over 6 months; marketing 10 % at TGE then 12 months; development over 24 months.
 */
export function unlockRules(input: TokenomicsRequest): Record<TokenomicsCategory, Unlock> {
  return {
    team: { atTge: input.vesting.team === 0 ? 1 : 0, cliff: 0, months: input.vesting.team },
    public:
      input.launchStrategy === 'private-sale'
        ? { atTge: 0.25, cliff: 0, months: 6 }
        : { atTge: 1, cliff: 0, months: 0 },
    liquidity: { atTge: 1, cliff: 0, months: 0 },
    marketing: { atTge: 0.1, cliff: 0, months: 12 },
    development: { atTge: 0, cliff: 0, months: 24 },
  };
}

function unlockedShare(rule: Unlock, month: number): number {
  if (rule.months === 0 || rule.atTge >= 1) return 1;
  const linear = Math.min(1, Math.max(0, month - rule.cliff) / rule.months);
  return rule.atTge + (1 - rule.atTge) * linear;
}

/** Circulating tokens per category for months 0…48 (0 = TGE). */
export function unlockSchedule(input: TokenomicsRequest): UnlockPoint[] {
  const rules = unlockRules(input);
  const points: UnlockPoint[] = [];
  for (let month = 0; month <= SCHEDULE_MONTHS; month++) {
    const byCategory = Object.fromEntries(
      TOKENOMICS_CATEGORIES.map((c) => [
        c,
        Math.round(((input.totalSupply * input.allocation[c]) / 100) * unlockedShare(rules[c], month)),
      ]),
    ) as Record<TokenomicsCategory, number>;
    const circulating = TOKENOMICS_CATEGORIES.reduce((sum, c) => sum + byCategory[c], 0);
    points.push({
      month,
      ...byCategory,
      circulatingPct: Math.round((circulating / input.totalSupply) * 1000) / 10,
    });
  }
  return points;
}

export function circulatingAt(schedule: UnlockPoint[]) {
  const at = (m: number) => schedule[m]?.circulatingPct ?? 0;
  return { tge: at(0), m6: at(6), m12: at(12), m24: at(24) };
}
