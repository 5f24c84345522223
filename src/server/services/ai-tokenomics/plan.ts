import {
  LAUNCH_STRATEGY_LABELS,
  type TokenomicsRequest,
  type TokenomicsResult,
} from '@shared/schemas/ai-tokenomics';
import { amount } from '../../lib/ai/composer';

type Phase = TokenomicsResult['launchPlan']['phases'][number];

const tokens = (input: TokenomicsRequest, share: number) =>
  `${amount(Math.round((input.totalSupply * share) / 100))} ${input.name}`;

const STRATEGY_LAUNCH: Record<TokenomicsRequest['launchStrategy'], (i: TokenomicsRequest) => string[]> = {
  'fair-launch': (i) => [
    `Open trading for everyone at once with ${tokens(i, i.allocation.public)} for the public`,
    'Publish the pool address and the mint authority status before the first trade',
  ],
  ido: (i) => [
    `Sell ${tokens(i, i.allocation.public)} through the IDO with a per-wallet cap`,
    'List on the pool right after the sale closes, at the sale price',
  ],
  airdrop: (i) => [
    `Snapshot eligible wallets and airdrop ${tokens(i, i.allocation.public)}`,
    'Publish the eligibility rules and the recipient list before distributing',
  ],
  'private-sale': (i) => [
    `Close the private round: ${tokens(i, i.allocation.public)}, 25% unlocked at TGE and the rest over 6 months`,
    'Disclose buyer terms and unlock dates publicly',
  ],
};

/** Launch phases from the inputs: amounts and months are the form's own. */
export function launchPhases(input: TokenomicsRequest): Phase[] {
  const { allocation: a, vesting: v } = input;
  return [
    {
      phase: 'Preparation',
      timeframe: 'Weeks -6 to -1',
      actions: [
        `Create ${amount(input.totalSupply)} ${input.name} and revoke the mint authority after distribution`,
        `Set up vesting for the team (${v.team} months) and advisors (${v.advisors} months)`,
        `Plan the marketing budget of ${tokens(input, a.marketing)}`,
      ],
    },
    {
      phase: `Launch (${LAUNCH_STRATEGY_LABELS[input.launchStrategy]})`,
      timeframe: 'Week 0',
      actions: [
        ...STRATEGY_LAUNCH[input.launchStrategy](input),
        `Seed the liquidity pool with ${tokens(input, a.liquidity)}`,
      ],
    },
    {
      phase: 'Growth',
      timeframe: 'Months 1-6',
      actions: [
        'Release marketing tokens monthly (10% at TGE, the rest over 12 months)',
        `Fund development from its ${a.development}% allocation, released over 24 months`,
      ],
    },
    {
      phase: 'Maturity',
      timeframe: `Months 7-${Math.max(24, v.team)}`,
      actions: [
        v.team > 0
          ? `Team tokens finish vesting in month ${v.team}; report unlocks ahead of time`
          : 'Team tokens are unlocked at TGE; publish team wallet addresses',
        'Review liquidity depth and holder spread quarterly',
      ],
    },
  ];
}
