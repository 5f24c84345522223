import { z } from 'zod';
import { aiAuthorshipSchema, aiBackendChoiceSchema } from './ai';
import { safeString } from './text';

/** Spec part 2 §3 and §5: the whitepaper form, its section ids and its messages. */
export const WHITEPAPER_INDUSTRIES = [
  'defi',
  'gaming',
  'social',
  'healthcare',
  'realestate',
  'supply-chain',
  'ai',
  'other',
] as const;
export const INDUSTRY_LABELS: Record<(typeof WHITEPAPER_INDUSTRIES)[number], string> = {
  defi: 'DeFi',
  gaming: 'Gaming',
  social: 'Social',
  healthcare: 'Healthcare',
  realestate: 'Real Estate',
  'supply-chain': 'Supply Chain',
  ai: 'AI',
  other: 'Other',
};

export const SECTION_TITLES = {
  'executive-summary': 'Executive Summary',
  'problem-solution': 'Problem & Solution',
  tokenomics: 'Tokenomics',
  technology: 'Technology',
  roadmap: 'Roadmap',
  team: 'Team',
  partnerships: 'Partnerships',
  'use-cases': 'Use Cases',
  'market-analysis': 'Market Analysis',
  'competitive-analysis': 'Competitive Analysis',
  legal: 'Legal & Disclaimer',
  risks: 'Risks',
  appendix: 'Appendix',
} as const;
export type SectionId = keyof typeof SECTION_TITLES;
export const SECTION_IDS = Object.keys(SECTION_TITLES) as SectionId[];
export const LOCKED_SECTIONS: readonly SectionId[] = ['executive-summary', 'problem-solution', 'tokenomics'];
export const DEFAULT_SECTIONS: readonly SectionId[] = ['executive-summary', 'tokenomics', 'roadmap'];

export const whitepaperMessages = {
  projectNameRequired: 'Project name is required',
  tokenSymbolRequired: 'Token symbol is required',
  descriptionShort: 'Description must be at least 10 characters',
  industryRequired: 'Industry is required',
  problemRequired: 'Problem statement is required',
  solutionRequired: 'Solution description is required',
  sectionsRequired: 'Select at least one section',
  allocationsSum: 'Allocations must add up to 100%',
  failedTitle: 'Generation Failed',
  failedDefault: 'Failed to generate whitepaper.',
  notFound: 'Whitepaper not found',
  notCompleted: 'Only completed whitepapers can be exported',
} as const;
const m = whitepaperMessages;

/** A missing required field gets its own message too, not zod's type error. */
const text = (max: number, required?: string) =>
  safeString(required === undefined ? undefined : { error: required })
    .trim()
    .max(max, `At most ${max} characters`);

export const allocationSchema = z.object({
  label: text(60).min(1, 'Allocation label is required'),
  percent: z.number().finite().min(0).max(100),
});

export const whitepaperRequestSchema = z
  .object({
    projectName: text(80, m.projectNameRequired).min(1, m.projectNameRequired),
    tokenSymbol: text(10, m.tokenSymbolRequired)
      .min(1, m.tokenSymbolRequired)
      .transform((s) => s.toUpperCase()),
    projectDescription: text(2000, m.descriptionShort).min(10, m.descriptionShort),
    industry: z.enum(WHITEPAPER_INDUSTRIES, { error: m.industryRequired }),
    problemStatement: text(2000, m.problemRequired).min(10, m.problemRequired),
    solution: text(2000, m.solutionRequired).min(10, m.solutionRequired),
    targetMarket: text(1000).default(''),
    competitiveAdvantage: text(1000).default(''),
    roadmapPhases: text(2000).default(''),
    teamInfo: text(1000).default(''),
    technicalSpecs: text(2000).default(''),
    includeSections: z
      .array(z.enum(SECTION_IDS as [SectionId, ...SectionId[]]), { error: m.sectionsRequired })
      .min(1, m.sectionsRequired),
    /** A token this wallet created here: its real supply and authorities go into the paper. */
    mint: z
      .string()
      .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid token address')
      .optional(),
    totalSupply: z.number().finite().positive().max(1e18, 'Total supply is too large').optional(),
    allocations: z.array(allocationSchema).max(12).default([]),
    backend: aiBackendChoiceSchema,
  })
  .superRefine((v, ctx) => {
    if (v.allocations.length === 0) return;
    const sum = v.allocations.reduce((s, a) => s + a.percent, 0);
    if (Math.abs(sum - 100) > 0.01)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: m.allocationsSum });
  });
export type WhitepaperInput = z.input<typeof whitepaperRequestSchema>;
export type WhitepaperRequest = z.output<typeof whitepaperRequestSchema>;

export const whitepaperSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
});
export type WhitepaperSection = z.infer<typeof whitepaperSectionSchema>;

/** What a model must answer for one section. */
export const sectionAnswerSchema = z.object({ content: z.string().min(20).max(12_000) });

export const WHITEPAPER_STATUSES = ['generating', 'completed', 'failed'] as const;
export const whitepaperSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  tokenSymbol: z.string(),
  sections: z.array(whitepaperSectionSchema),
  status: z.enum(WHITEPAPER_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  meta: aiAuthorshipSchema,
  createdAt: z.string(),
});
export type Whitepaper = z.infer<typeof whitepaperSchema>;
export const whitepaperParamsSchema = z.object({ id: z.uuid(whitepaperMessages.notFound) });
export const whitepaperListSchema = z.object({ whitepapers: z.array(whitepaperSchema) });

/** The paper as one Markdown document (download and PDF share it). */
export function whitepaperMarkdown(
  paper: Pick<Whitepaper, 'projectName' | 'tokenSymbol' | 'sections' | 'meta'>,
) {
  const parts = [
    `# ${paper.projectName} (${paper.tokenSymbol}) Whitepaper`,
    `_Written by: ${paper.meta.backend}_`,
  ];
  for (const s of paper.sections) parts.push(sectionMarkdown(s));
  parts.push(`---\n\n_${paper.meta.disclaimer}_`);
  return `${parts.join('\n\n')}\n`;
}

export const sectionMarkdown = (s: WhitepaperSection) => `## ${s.title}\n\n${s.content.trim()}`;
