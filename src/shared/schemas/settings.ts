import { z } from 'zod';
import { safeString } from './text';

/** 'auto' = the platform default (recent-fee median on real clusters, none on the embedded chain). */
export const PRIORITY_LEVELS = ['auto', 'none', 'low', 'medium', 'high'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];
/** Compute-unit price (micro-lamports) a chosen level sets where the cluster has no fee market. */
export const PRIORITY_MICRO_LAMPORTS: Record<Exclude<PriorityLevel, 'auto'>, number> = {
  none: 0,
  low: 1_000,
  medium: 10_000,
  high: 100_000,
};
/** On real clusters, a chosen level scales the median of recent prioritization fees. */
export const PRIORITY_MULTIPLIERS: Record<Exclude<PriorityLevel, 'auto'>, number> = {
  none: 0,
  low: 0.5,
  medium: 1,
  high: 2,
};
export const EXPLORERS = ['solana-explorer', 'solscan', 'solanafm'] as const;
export type ExplorerChoice = (typeof EXPLORERS)[number];
export const EXPLORER_LABELS: Record<ExplorerChoice, string> = {
  'solana-explorer': 'Solana Explorer',
  solscan: 'Solscan',
  solanafm: 'SolanaFM',
};
export const DISPLAY_NAME_MAX = 24;

export const settingsMessages = {
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  displayNameChars: 'Display name may use letters, numbers, spaces, dots, dashes and underscores',
  savedTitle: 'Settings Saved',
  saveFailedTitle: 'Save Failed',
} as const;

export const settingsSchema = z.object({
  displayName: safeString()
    .trim()
    .max(DISPLAY_NAME_MAX, settingsMessages.displayNameTooLong)
    .refine((v) => /^[\p{L}\p{N} ._-]*$/u.test(v), settingsMessages.displayNameChars)
    .default(''),
  notifications: z
    .object({
      operationConfirmed: z.boolean().default(true),
      operationFailed: z.boolean().default(true),
      weeklySummary: z.boolean().default(false),
    })
    .strict()
    .default({ operationConfirmed: true, operationFailed: true, weeklySummary: false }),
  priorityFee: z.enum(PRIORITY_LEVELS, { error: 'Unknown priority fee level' }).default('auto'),
  explorer: z.enum(EXPLORERS, { error: 'Unknown explorer' }).default('solana-explorer'),
});
export type Settings = z.output<typeof settingsSchema>;
export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export const clusterHealthSchema = z.object({
  kind: z.string(),
  label: z.string(),
  rpcUrl: z.string(),
  healthy: z.boolean(),
  slot: z.number().nullable(),
  latencyMs: z.number().nullable(),
});

export const settingsResponseSchema = z.object({ settings: settingsSchema, cluster: clusterHealthSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
