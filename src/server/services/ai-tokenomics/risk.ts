import type { RiskFactor, TokenomicsRequest } from '@shared/schemas/ai-tokenomics';
import { LAUNCH_STRATEGY_LABELS } from '@shared/schemas/ai-tokenomics';

/**
 * The risk score: 100 minus the points each rule takes off, so a reader can redo it by hand.
 * More team tokens, shorter vesting, thinner liquidity or a smaller public share lower the score.
 */
export const RISK_RULES = {
  teamFreeShare: 15,
  teamPointsPerPercent: 2,
  teamCap: 40,
  liquidityTarget: 15,
  liquidityPointsPerPercent: 1.5,
  liquidityCap: 20,
  teamVestingTarget: 12,
  teamVestingPointsPerMonth: 2,
  advisorVestingTarget: 6,
  publicTarget: 20,
  publicCap: 20,
  strategy: { 'fair-launch': 0, ido: 3, airdrop: 5, 'private-sale': 10 },
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function riskFactors(input: TokenomicsRequest): RiskFactor[] {
  const { allocation: a, vesting: v, launchStrategy } = input;
  const r = RISK_RULES;
  const teamOver = Math.max(0, a.team - r.teamFreeShare);
  const liquidityShort = Math.max(0, r.liquidityTarget - a.liquidity);
  const teamVestingShort = a.team > 0 ? Math.max(0, r.teamVestingTarget - v.team) : 0;
  const advisorShort = Math.max(0, r.advisorVestingTarget - v.advisors);
  const publicShort = Math.max(0, r.publicTarget - a.public);
  return [
    {
      factor: 'Team share',
      points: round1(Math.min(r.teamCap, teamOver * r.teamPointsPerPercent)),
      detail: `Team holds ${a.team}%; each point above ${r.teamFreeShare}% costs ${r.teamPointsPerPercent} (at most ${r.teamCap}).`,
    },
    {
      factor: 'Liquidity share',
      points: round1(Math.min(r.liquidityCap, liquidityShort * r.liquidityPointsPerPercent)),
      detail: `Liquidity gets ${a.liquidity}%; each point below ${r.liquidityTarget}% costs ${r.liquidityPointsPerPercent} (at most ${r.liquidityCap}).`,
    },
    {
      factor: 'Team vesting',
      points: teamVestingShort * r.teamVestingPointsPerMonth,
      detail: `Team tokens vest over ${v.team} months; each month short of ${r.teamVestingTarget} costs ${r.teamVestingPointsPerMonth} (none when the team holds nothing).`,
    },
    {
      factor: 'Advisor vesting',
      points: advisorShort,
      detail: `Advisors vest over ${v.advisors} months; each month short of ${r.advisorVestingTarget} costs 1.`,
    },
    {
      factor: 'Public share',
      points: round1(Math.min(r.publicCap, publicShort)),
      detail: `The public gets ${a.public}%; each point below ${r.publicTarget}% costs 1 (at most ${r.publicCap}).`,
    },
    {
      factor: 'Launch strategy',
      points: r.strategy[launchStrategy],
      detail: `${LAUNCH_STRATEGY_LABELS[launchStrategy]}: fair launch 0, IDO 3, airdrop 5, private sale 10.`,
    },
  ];
}

export function riskScore(factors: RiskFactor[]): number {
  const lost = factors.reduce((sum, f) => sum + f.points, 0);
  return Math.max(0, Math.min(100, Math.round(100 - lost)));
}
