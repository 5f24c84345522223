import { z } from 'zod';
import { aiAuthorshipSchema, aiBackendChoiceSchema } from './ai';
import { safeString } from './text';

export const TOKENOMICS_CATEGORIES = ['team', 'public', 'liquidity', 'marketing', 'development'] as const;
export type TokenomicsCategory = (typeof TOKENOMICS_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<TokenomicsCategory, string> = {
  team: 'Team',
  public: 'Public',
  liquidity: 'Liquidity',
  marketing: 'Marketing',
  development: 'Development',
};
/** Spec part 1 §5: slider maxima (the server accepts 0–100 each; the total must be 100). */
export const ALLOCATION_SLIDER_MAX: Record<TokenomicsCategory, number> = {
  team: 50,
  public: 70,
  liquidity: 50,
  marketing: 30,
  development: 30,
};
export const VESTING_STEP = 3;
export const VESTING_SLIDER_MAX = { team: 60, advisors: 36 } as const;

export const LAUNCH_STRATEGIES = ['fair-launch', 'ido', 'airdrop', 'private-sale'] as const;
export type LaunchStrategy = (typeof LAUNCH_STRATEGIES)[number];
export const LAUNCH_STRATEGY_LABELS: Record<LaunchStrategy, string> = {
  'fair-launch': 'Fair Launch',
  ido: 'IDO',
  airdrop: 'Airdrop',
  'private-sale': 'Private Sale',
};

export const tokenomicsMessages = {
  nameRequired: 'Token name is required',
  supplyRequired: 'Total supply is required',
  supplyInvalid: 'Total supply must be a valid number',
  totalNot100: (total: number) => `Total allocation is ${total}%. Please ensure it equals 100%.`,
  invalidAllocationTitle: 'Invalid Allocation',
  successTitle: 'Tokenomics Generated!',
  failedTitle: 'Generation Failed',
  failedDefault: 'Failed to generate tokenomics analysis.',
} as const;

/** Sum in hundredths, so 33.3 + 33.3 + 33.4 is exactly 100. */
export const allocationTotal = (allocation: Record<TokenomicsCategory, number>) =>
  Math.round(TOKENOMICS_CATEGORIES.reduce((sum, c) => sum + allocation[c] * 100, 0)) / 100;

const share = z.number().min(0).max(100);
const months = z.number().int().min(0).max(60);

export const tokenomicsRequestSchema = z.object({
  name: safeString({ error: tokenomicsMessages.nameRequired })
    .trim()
    .min(1, tokenomicsMessages.nameRequired)
    .max(50, 'Token name must be less than 50 characters'),
  totalSupply: z
    .number({ error: tokenomicsMessages.supplyRequired })
    .positive(tokenomicsMessages.supplyInvalid)
    .max(1e15, 'Total supply must be at most 1,000,000,000,000,000'),
  allocation: z
    .object({ team: share, public: share, liquidity: share, marketing: share, development: share })
    .refine((a) => allocationTotal(a) === 100, {
      error: (issue) => tokenomicsMessages.totalNot100(allocationTotal(issue.input as never)),
    }),
  vesting: z.object({ team: months, advisors: months }),
  launchStrategy: z.enum(LAUNCH_STRATEGIES),
  backend: aiBackendChoiceSchema,
});
export type TokenomicsRequestInput = z.input<typeof tokenomicsRequestSchema>;
export type TokenomicsRequest = z.output<typeof tokenomicsRequestSchema>;

export const riskFactorSchema = z.object({
  factor: z.string(),
  /** Points taken off 100 (0 when the rule is met). */
  points: z.number(),
  detail: z.string(),
});
export type RiskFactor = z.infer<typeof riskFactorSchema>;

export const unlockPointSchema = z.object({
  month: z.number().int(),
  team: z.number(),
  public: z.number(),
  liquidity: z.number(),
  marketing: z.number(),
  development: z.number(),
  /** Circulating share of the total supply, 0–100. */
  circulatingPct: z.number(),
});
export type UnlockPoint = z.infer<typeof unlockPointSchema>;

export const launchPhaseSchema = z.object({
  phase: z.string(),
  timeframe: z.string(),
  actions: z.array(z.string()),
});

/** What a model may write; the score, its factors, the plan and the schedule always come from the rules. */
export const tokenomicsProseSchema = z.object({
  analysis: z.string().min(1).max(4000),
  recommendations: z.array(z.string().min(1).max(500)).min(1).max(10),
});

export const tokenomicsResultSchema = tokenomicsProseSchema.extend({
  riskAssessment: z.object({ score: z.number(), factors: z.array(riskFactorSchema) }),
  launchPlan: z.object({ phases: z.array(launchPhaseSchema) }),
  unlockSchedule: z.array(unlockPointSchema),
  circulating: z.object({ tge: z.number(), m6: z.number(), m12: z.number(), m24: z.number() }),
});
export type TokenomicsResult = z.infer<typeof tokenomicsResultSchema>;

export const tokenomicsResponseSchema = z.object({
  result: tokenomicsResultSchema,
  meta: aiAuthorshipSchema,
});
export type TokenomicsResponse = z.infer<typeof tokenomicsResponseSchema>;
