import { z } from 'zod';
import { aiAuthorshipSchema, aiBackendChoiceSchema } from './ai';
import { safeString } from './text';

/** Spec part 1 §5: 10 industries and 10 themes (their exact values are not in the spec; these are ours). */
export const IDEA_INDUSTRIES = [
  'DeFi',
  'Gaming',
  'NFTs & Collectibles',
  'Social',
  'Metaverse',
  'AI & Data',
  'Real World Assets',
  'Payments',
  'Infrastructure',
  'Sustainability',
] as const;
export const IDEA_THEMES = [
  'Community',
  'Utility',
  'Governance',
  'Meme',
  'Rewards',
  'Privacy',
  'Interoperability',
  'Creator Economy',
  'Education',
  'Charity',
] as const;
export const MARKET_CAPS = ['micro', 'small', 'medium', 'large', 'mega'] as const;
export type MarketCap = (typeof MARKET_CAPS)[number];
export const MARKET_CAP_LABELS: Record<MarketCap, string> = {
  micro: 'Micro ($1K-$10K)',
  small: 'Small ($10K-$100K)',
  medium: 'Medium ($100K-$1M)',
  large: 'Large ($1M-$10M)',
  mega: 'Mega ($10M+)',
};

export const ideaMessages = {
  industryRequired: 'Industry is required',
  themeRequired: 'Theme is required',
  successTitle: 'Ideas Generated Successfully!',
  failedTitle: 'Generation Failed',
  failedDefault: 'Failed to generate ideas. Please try again.',
} as const;

export const ideasRequestSchema = z.object({
  industry: z.enum(IDEA_INDUSTRIES, { error: ideaMessages.industryRequired }),
  theme: z.enum(IDEA_THEMES, { error: ideaMessages.themeRequired }),
  targetAudience: safeString().trim().max(200, 'Target audience must be at most 200 characters').default(''),
  marketCap: z.enum(MARKET_CAPS).optional(),
  context: safeString().trim().max(1000, 'Context must be at most 1000 characters').default(''),
  backend: aiBackendChoiceSchema,
});
export type IdeasRequestInput = z.input<typeof ideasRequestSchema>;
export type IdeasRequest = z.output<typeof ideasRequestSchema>;

export const ideaSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(1200),
  category: z.string().min(1).max(60),
  viability: z.number().int().min(0).max(100),
});
export type Idea = z.infer<typeof ideaSchema>;

/** What a model must answer. */
export const ideasAnswerSchema = z.object({ ideas: z.array(ideaSchema).min(1).max(6) });

export const ideasResponseSchema = z.object({
  ideas: z.array(ideaSchema),
  tips: z.array(z.string()),
  meta: aiAuthorshipSchema,
});
export type IdeasResponse = z.infer<typeof ideasResponseSchema>;

export const favoriteIdeaSchema = ideaSchema.extend({ id: z.string(), createdAt: z.string() });
export type FavoriteIdea = z.infer<typeof favoriteIdeaSchema>;
export const favoriteListSchema = z.object({ favorites: z.array(favoriteIdeaSchema) });
export const saveFavoriteSchema = z.object({
  title: safeString().trim().min(1, 'Title is required').max(120),
  description: safeString().trim().min(1, 'Description is required').max(1200),
  category: safeString().trim().min(1).max(60),
  viability: z.number().int().min(0).max(100),
});
export const favoriteParamsSchema = z.object({ id: z.uuid('Favourite not found') });
export const FAVORITES_MAX = 100;
