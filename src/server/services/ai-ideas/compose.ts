import type { Idea, IdeasRequest } from '@shared/schemas/ai-ideas';
import { Composer } from '../../lib/ai/composer';
import { clampViability, requestViability } from './viability';

interface Archetype {
  readonly category: string;
  readonly points: number;
  readonly names: readonly string[];
  readonly mechanism: (i: IdeasRequest) => string;
}

const ARCHETYPES: readonly Archetype[] = [
  {
    category: 'Utility',
    points: 6,
    names: ['Pass', 'Access', 'Key'],
    mechanism: (i) => `holding the token unlocks ${i.industry} features and fee discounts`,
  },
  {
    category: 'Rewards',
    points: 3,
    names: ['Points', 'Boost', 'Quest'],
    mechanism: () => 'users earn the token for measurable activity and spend it inside the product',
  },
  {
    category: 'Governance',
    points: -2,
    names: ['DAO', 'Council', 'Vote'],
    mechanism: (i) => `holders vote on ${i.industry} treasury spending and feature priorities`,
  },
  {
    category: 'Community',
    points: 1,
    names: ['Club', 'Collective', 'Guild'],
    mechanism: () => 'members stake the token to join tiers with their own channels and events',
  },
  {
    category: 'Marketplace',
    points: 4,
    names: ['Market', 'Exchange', 'Bazaar'],
    mechanism: (i) => `the token settles trades in a ${i.industry} marketplace with a small burn per sale`,
  },
  {
    category: 'Meme',
    points: -8,
    names: ['Inu', 'Moon', 'Frog'],
    mechanism: () => 'a fair-launched meme token whose only utility is its community and its story',
  },
];

const THEME_WORD: Record<string, readonly string[]> = {
  Community: ['Kin', 'Hive', 'Circle'],
  Utility: ['Forge', 'Engine', 'Works'],
  Governance: ['Senate', 'Agora', 'Quorum'],
  Meme: ['Pepe', 'Doge', 'Wojak'],
  Rewards: ['Loot', 'Bounty', 'Perk'],
  Privacy: ['Veil', 'Shade', 'Cipher'],
  Interoperability: ['Bridge', 'Link', 'Nexus'],
  'Creator Economy': ['Studio', 'Muse', 'Canvas'],
  Education: ['Academy', 'Scholar', 'Mentor'],
  Charity: ['Hope', 'Giving', 'Kindred'],
};

const INDUSTRY_WORD = (industry: string) => industry.split(/[^A-Za-z]+/)[0] ?? industry;

/** Four ideas built from the request, each with its viability from the rules. */
export function composeIdeas(input: IdeasRequest): Idea[] {
  const c = Composer.for(input);
  const base = requestViability(input).reduce((sum, p) => sum + p.points, 0);
  const audience = input.targetAudience || `${input.industry.toLowerCase()} users`;
  const contextLine = input.context ? ` It builds on your brief: "${input.context.slice(0, 140)}".` : '';
  return c.sample('archetypes', ARCHETYPES, 4).map((arch, n) => {
    const word = c.pick(`theme${n}`, THEME_WORD[input.theme] ?? ['Token']);
    const name = c.pick(`name${n}`, arch.names);
    const title = `${INDUSTRY_WORD(input.industry)} ${word} ${name}`;
    const opener = c.pick(`open${n}`, [
      `A ${input.theme.toLowerCase()} token for ${audience}:`,
      `Built for ${audience}, this ${input.theme.toLowerCase()} project works simply:`,
      `${title} targets ${audience}:`,
    ]);
    const cap = input.marketCap ? ` Sized for a ${input.marketCap} market cap at launch.` : '';
    const jitter = Math.round(c.unit(`jitter${n}`) * 8) - 4;
    return {
      title,
      description: `${opener} ${arch.mechanism(input)}.${cap}${contextLine}`,
      category: arch.category,
      viability: clampViability(base + arch.points + jitter),
    };
  });
}

export function ideaTips(input: IdeasRequest): string[] {
  const tips = [
    'Validate demand with a small community before minting.',
    'Write down the token’s single job; ideas with a clear utility score higher.',
  ];
  if (!input.targetAudience) tips.push('Name a target audience: it adds points to every idea.');
  if (input.context.length < 40) tips.push('Add context (40+ characters) about your team or product.');
  if (input.marketCap === 'large' || input.marketCap === 'mega')
    tips.push('Large caps need deep liquidity; consider a smaller first target.');
  return tips;
}
