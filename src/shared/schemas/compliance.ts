import { z } from 'zod';
import { isValidAddress } from '../solana/address';

export const CHECK_LEVELS = ['danger', 'warn', 'info'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];
export const CHECK_STATUSES = ['passed', 'failed', 'warning', 'pending'] as const;
/** Spec §3 Compliance report riskLevel. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** RugCheck's overall naming, beside the spec's risk level. */
export const RISK_RATINGS = ['Good', 'Warning', 'Danger'] as const;

export const complianceMessages = {
  addressRequired: 'Token address is required',
  addressInvalid: 'Invalid token address',
  scanStartedTitle: 'Compliance Check Started',
  scanFailedTitle: 'Scan Failed',
  downloadedTitle: 'Report Downloaded',
  reportNotFound: 'Report not found',
} as const;

export const scanRequestSchema = z.object({
  address: z
    .string({ error: complianceMessages.addressRequired })
    .trim()
    .min(1, complianceMessages.addressRequired)
    .refine(isValidAddress, complianceMessages.addressInvalid),
});

export const reportParamsSchema = z.object({ id: z.uuid({ error: complianceMessages.reportNotFound }) });

export const complianceCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.enum(CHECK_LEVELS),
  /** Points taken off the score of 100 when the check does not pass. */
  weight: z.number(),
  status: z.enum(CHECK_STATUSES),
  /** This check's own score out of 100. */
  score: z.number(),
  detail: z.string(),
});
export type ComplianceCheck = z.infer<typeof complianceCheckSchema>;

export const holderSchema = z.object({ owner: z.string(), percent: z.number() });

export const complianceReportSchema = z.object({
  id: z.string(),
  mint: z.string(),
  tokenSymbol: z.string(),
  tokenName: z.string(),
  generatedAt: z.string(),
  overallScore: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  rating: z.enum(RISK_RATINGS),
  jurisdictions: z.array(z.string()),
  regulatoryFrameworks: z.array(z.string()),
  checks: z.array(complianceCheckSchema),
  topHolders: z.array(holderSchema),
  liquidityUsd: z.number(),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;
export const complianceReportListSchema = z.object({ reports: z.array(complianceReportSchema) });

export const frameworkSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  description: z.string(),
  status: z.enum(['active', 'draft', 'other']),
  /** ISO date the regime (or the rule named in the description) took effect. */
  inForceSince: z.iso.date(),
  source: z.object({ label: z.string(), url: z.url() }),
  requirements: z.array(z.string()),
});
export type Framework = z.infer<typeof frameworkSchema>;
export const frameworkListSchema = z.object({ frameworks: z.array(frameworkSchema) });

/**
 * Spec §9 lists Basic (free), Professional ($99) and Enterprise ($299) plans; there is no purchase path and
 * every scan already runs every check with a free PDF, so the page states that instead (issue 29 item 7).
 */
export const COMPLIANCE_OFFER = [
  'Every check on every scan',
  'PDF report for each scan',
  'Reports kept for your wallet',
] as const;

/** Score → the spec's risk level and RugCheck's rating. */
export function riskOf(score: number): { riskLevel: RiskLevel; rating: (typeof RISK_RATINGS)[number] } {
  if (score >= 80) return { riskLevel: 'low', rating: 'Good' };
  if (score >= 60) return { riskLevel: 'medium', rating: 'Warning' };
  if (score >= 35) return { riskLevel: 'high', rating: 'Danger' };
  return { riskLevel: 'critical', rating: 'Danger' };
}
