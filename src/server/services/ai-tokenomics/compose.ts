import { riskBand } from '@shared/schemas/ai';
import {
  CATEGORY_LABELS,
  LAUNCH_STRATEGY_LABELS,
  TOKENOMICS_CATEGORIES,
  type RiskFactor,
  type TokenomicsRequest,
} from '@shared/schemas/ai-tokenomics';
import { Composer, pct } from '../../lib/ai/composer';

interface Facts {
  score: number;
  factors: RiskFactor[];
  circulating: { tge: number; m6: number; m12: number; m24: number };
}

const RECOMMEND: Record<string, (i: TokenomicsRequest) => string> = {
  'Team share': (i) =>
    `Lower the team allocation from ${i.allocation.team}% towards 15% or below; move the difference to liquidity or the public.`,
  'Liquidity share': (i) =>
    `Raise liquidity from ${i.allocation.liquidity}% to at least 15% so early trades move the price less.`,
  'Team vesting': (i) =>
    `Extend team vesting from ${i.vesting.team} to at least 12 months to show long-term commitment.`,
  'Advisor vesting': (i) => `Extend advisor vesting from ${i.vesting.advisors} to at least 6 months.`,
  'Public share': (i) =>
    `Give the public more than ${i.allocation.public}% (20% or more) for a wider holder base.`,
  'Launch strategy': (i) =>
    `A ${LAUNCH_STRATEGY_LABELS[i.launchStrategy]} concentrates early supply; publish the terms or consider a fair launch.`,
};

/** Analysis and recommendations from the inputs and the rule results, worded by the input's hash. */
export function composeProse(input: TokenomicsRequest, facts: Facts) {
  const c = Composer.for(input);
  const largest = [...TOKENOMICS_CATEGORIES].sort((x, y) => input.allocation[y] - input.allocation[x])[0];
  const band = riskBand(facts.score).label.toLowerCase();
  const opener = c.pick('opener', [
    `${input.name} splits its supply with ${CATEGORY_LABELS[largest ?? 'public']} as the largest share (${pct(input.allocation[largest ?? 'public'])}).`,
    `The largest slice of ${input.name} goes to ${CATEGORY_LABELS[largest ?? 'public'].toLowerCase()}: ${pct(input.allocation[largest ?? 'public'])} of the supply.`,
    `Of the ${input.name} supply, ${pct(input.allocation[largest ?? 'public'])} is allocated to ${CATEGORY_LABELS[largest ?? 'public'].toLowerCase()}, more than any other category.`,
  ]);
  const circulation = c.pick('circulation', [
    `About ${pct(facts.circulating.tge)} circulates at launch, ${pct(facts.circulating.m12)} after a year and ${pct(facts.circulating.m24)} after two.`,
    `Circulating supply starts at ${pct(facts.circulating.tge)}, reaches ${pct(facts.circulating.m6)} by month 6 and ${pct(facts.circulating.m24)} by month 24.`,
  ]);
  const verdict = c.pick('verdict', [
    `The rules give a score of ${facts.score}/100 (${band}).`,
    `Scored against the checklist, the design lands at ${facts.score}/100, which is ${band}.`,
  ]);
  const penalties = facts.factors.filter((f) => f.points > 0).sort((x, y) => y.points - x.points);
  const weakest = penalties[0];
  const detail = weakest
    ? `The biggest deduction is ${weakest.factor.toLowerCase()} (−${weakest.points}).`
    : 'No rule takes points off.';
  const recommendations = penalties.map((f) => RECOMMEND[f.factor]?.(input) ?? f.detail);
  if (recommendations.length === 0) {
    recommendations.push(
      c.pick('keep', [
        'Keep the allocation as it is and publish the vesting contracts before launch.',
        'The split meets every rule; document the unlock calendar publicly.',
      ]),
    );
  }
  recommendations.push(
    `Lock the ${pct(input.allocation.liquidity)} liquidity allocation for at least 12 months.`,
  );
  return { analysis: [opener, circulation, verdict, detail].join(' '), recommendations };
}
