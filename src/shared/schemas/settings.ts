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
/** Where the server's chain reads for this wallet go; transactions always use the platform's cluster. */
export const RPC_PROVIDERS = ['platform', 'helius'] as const;
export type RpcProvider = (typeof RPC_PROVIDERS)[number];
export const RPC_PROVIDER_LABELS: Record<RpcProvider, string> = {
  platform: 'Platform RPC',
  helius: 'Helius (your API key)',
};

export const settingsMessages = {
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  displayNameChars: 'Display name may use letters, numbers, spaces, dots, dashes and underscores',
  savedTitle: 'Settings Saved',
  saveFailedTitle: 'Save Failed',
  heliusNeedsKey: 'Add an active Helius key in the API Key Vault before choosing Helius as your RPC',
  heliusLocalChain: 'Helius serves mainnet and devnet; this server runs the embedded local chain',
  heliusOtherCluster: 'Helius serves mainnet and devnet; this server runs another cluster',
  heliusKeyRejected:
    'Helius rejected your stored API key. Check it in the API Key Vault or choose the platform RPC in Settings',
  heliusUnreachable: 'Helius did not answer. Try again or choose the platform RPC in Settings',
  heliusKeyMissing: 'Your Helius key is no longer active in the API Key Vault: reads use the platform RPC',
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
  rpcProvider: z.enum(RPC_PROVIDERS, { error: 'Unknown RPC provider' }).default('platform'),
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

/** The RPC this wallet's reads use now (URL with the key masked), its health, and whether Helius can be chosen. */
export const rpcHealthSchema = z.object({
  provider: z.enum(RPC_PROVIDERS),
  url: z.string(),
  healthy: z.boolean(),
  slot: z.number().nullable(),
  latencyMs: z.number().nullable(),
  /** Why the reads do not use the chosen provider (e.g. the key was removed), else null. */
  notice: z.string().nullable(),
  helius: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
export type RpcHealth = z.infer<typeof rpcHealthSchema>;

export const settingsResponseSchema = z.object({
  settings: settingsSchema,
  cluster: clusterHealthSchema,
  rpc: rpcHealthSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
