import type { IdeasRequestInput, MarketCap } from '@shared/schemas/ai-ideas';

/** A worked example, so the form runs as it opens (issue 29 item 8); every field stays editable. */
export const IDEAS_EXAMPLE: {
  industry: IdeasRequestInput['industry'];
  theme: IdeasRequestInput['theme'];
  targetAudience: string;
  marketCap: MarketCap;
  context: string;
} = {
  industry: 'Gaming',
  theme: 'Rewards',
  targetAudience: 'mobile gamers in Southeast Asia',
  marketCap: 'small',
  context: 'A two-person studio with a live puzzle game and 5,000 monthly players.',
};
