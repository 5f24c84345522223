import type { IdeasRequest, MarketCap } from '@shared/schemas/ai-ideas';

/** Industry and theme pairs with an obvious token use; a pair on this list adds points. */
const STRONG_PAIRS = new Set([
  'DeFi|Governance',
  'DeFi|Rewards',
  'DeFi|Interoperability',
  'Gaming|Rewards',
  'Gaming|Community',
  'NFTs & Collectibles|Creator Economy',
  'NFTs & Collectibles|Community',
  'Social|Creator Economy',
  'Social|Meme',
  'Metaverse|Community',
  'AI & Data|Utility',
  'AI & Data|Privacy',
  'Real World Assets|Utility',
  'Payments|Utility',
  'Payments|Privacy',
  'Infrastructure|Interoperability',
  'Infrastructure|Utility',
  'Sustainability|Charity',
  'Sustainability|Governance',
]);

/** A smaller target cap is easier to reach. */
const CAP_POINTS: Record<MarketCap, number> = { micro: 8, small: 5, medium: 0, large: -6, mega: -12 };

export interface ViabilityPart {
  readonly reason: string;
  readonly points: number;
}

/** The request's share of every idea's viability; each idea then adds its own archetype points. */
export function requestViability(input: IdeasRequest): ViabilityPart[] {
  const parts: ViabilityPart[] = [{ reason: 'Base', points: 55 }];
  if (STRONG_PAIRS.has(`${input.industry}|${input.theme}`)) {
    parts.push({ reason: `${input.industry} and ${input.theme} fit together`, points: 12 });
  }
  if (input.marketCap)
    parts.push({ reason: `${input.marketCap} cap target`, points: CAP_POINTS[input.marketCap] });
  if (input.targetAudience.length >= 3) parts.push({ reason: 'Defined audience', points: 6 });
  if (input.context.length >= 40) parts.push({ reason: 'Detailed context', points: 4 });
  return parts;
}

export const clampViability = (n: number) => Math.max(5, Math.min(98, Math.round(n)));
