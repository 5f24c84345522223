import { z } from 'zod';

/** What every AI tool's answer carries: who wrote it, and that it is not advice. */
export const NOT_FINANCIAL_ADVICE =
  'Not financial advice: generated for planning and education only. Do your own research before investing.';
export const TEMPLATE_BACKEND = 'Template';

/** 'template' asks for the offline composer even when a model is configured; default: the model if any. */
export const AI_BACKEND_CHOICES = ['auto', 'template'] as const;
export const aiBackendChoiceSchema = z.enum(AI_BACKEND_CHOICES).default('auto');

export const aiAuthorshipSchema = z.object({
  /** "Template" or the model's name. */
  backend: z.string(),
  disclaimer: z.string(),
  generatedAt: z.string(),
});
export type AiAuthorship = z.infer<typeof aiAuthorshipSchema>;

/** Spec part 1 §9 viability and risk bands; part 2 §9 signal strength and simulation badge. */
export type Band = { label: string; tone: 'good' | 'fair' | 'poor' };
export const viabilityBand = (v: number): Band =>
  v >= 80
    ? { label: 'High Potential', tone: 'good' }
    : v >= 60
      ? { label: 'Moderate', tone: 'fair' }
      : { label: 'Low', tone: 'poor' };
export const riskBand = (score: number): Band =>
  score >= 80
    ? { label: 'Low Risk', tone: 'good' }
    : score >= 60
      ? { label: 'Medium Risk', tone: 'fair' }
      : { label: 'High Risk', tone: 'poor' };
