import { z } from 'zod';
import { safeString } from './text';

export const VAULT_SERVICES = [
  {
    id: 'openai',
    name: 'OpenAI',
    category: 'popular',
    note: 'Used by the AI tools for your requests while it is active; its last-used date shows each use.',
  },
  {
    id: 'coingecko',
    name: 'CoinGecko',
    category: 'popular',
    note: 'Stored for your own use; the app does not call CoinGecko with it.',
  },
  {
    id: 'jupiter',
    name: 'Jupiter',
    category: 'popular',
    note: 'Stored for your own use; swaps use Jupiter’s public API without a key.',
  },
  {
    id: 'helius',
    name: 'Helius',
    category: 'popular',
    note: 'Stored for use as your RPC provider once Settings offers an RPC choice.',
  },
  {
    id: 'twitter',
    name: 'Twitter',
    category: 'other',
    note: 'Stored for your own use; the app does not call Twitter with it.',
  },
  {
    id: 'discord',
    name: 'Discord',
    category: 'other',
    note: 'Stored for your own use; the app does not call Discord with it.',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    category: 'other',
    note: 'Stored for your own use; the app does not call Telegram with it.',
  },
  {
    id: 'custom',
    name: 'Custom',
    category: 'other',
    note: 'Any other service key, stored encrypted for your own use.',
  },
] as const;
export type VaultServiceId = (typeof VAULT_SERVICES)[number]['id'];
export const VAULT_SERVICE_IDS = VAULT_SERVICES.map((s) => s.id) as [VaultServiceId, ...VaultServiceId[]];
export const vaultServiceFor = (id: string) => VAULT_SERVICES.find((s) => s.id === id);

export const KEY_NAME_MAX = 100;
export const API_KEY_MAX = 4096;
/**
 * Spec §9 fixes the security score at A+; here it is graded from what holds for the wallet's stored keys
 * (issue 29 item 7), and with no key stored there is nothing to grade.
 */
export const NO_SECURITY_SCORE = 'N/A';
export const SECURITY_GRADES = ['D', 'C', 'B', 'A'] as const;

export const keyVaultMessages = {
  keyNameRequired: 'Key name is required',
  serviceRequired: 'Service is required',
  apiKeyRequired: 'API key is required',
  keyNameTooLong: `Key name must be at most ${KEY_NAME_MAX} characters`,
  apiKeyTooLong: `API key must be at most ${API_KEY_MAX} characters`,
  notFound: 'API key not found',
  unreadable: 'Unable to decrypt API key',
  added: 'API Key Added',
  addedText: 'Your API key has been securely stored.',
  deleted: 'API Key Deleted',
  addFailed: 'Unable to store API key',
  deleteFailed: 'Unable to delete API key',
  empty: 'No API Keys Stored',
} as const;

export const addApiKeySchema = z.object({
  keyName: safeString(keyVaultMessages.keyNameRequired)
    .trim()
    .min(1, { message: keyVaultMessages.keyNameRequired, abort: true })
    .max(KEY_NAME_MAX, keyVaultMessages.keyNameTooLong),
  service: z.enum(VAULT_SERVICE_IDS, { error: keyVaultMessages.serviceRequired }),
  apiKey: safeString(keyVaultMessages.apiKeyRequired)
    .trim()
    .min(1, { message: keyVaultMessages.apiKeyRequired, abort: true })
    .max(API_KEY_MAX, keyVaultMessages.apiKeyTooLong),
});
export type AddApiKey = z.infer<typeof addApiKeySchema>;

export const apiKeyIdSchema = z.object({ id: z.uuid({ error: keyVaultMessages.notFound }) });

export const storedApiKeySchema = z.object({
  id: z.string(),
  keyName: z.string(),
  service: z.enum(VAULT_SERVICE_IDS),
  category: z.enum(['popular', 'other']),
  /** Bullets and the key's last 4 characters; the full key only comes from the reveal call. */
  maskedKey: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
});
export type StoredApiKey = z.infer<typeof storedApiKeySchema>;

export const vaultStatsSchema = z.object({
  totalKeys: z.number().int(),
  activeKeys: z.number().int(),
  services: z.number().int(),
  securityScore: z.string(),
  /** What the score is based on: each fact and whether it holds (empty when no key is stored). */
  securityBasis: z.array(z.object({ label: z.string(), met: z.boolean() })),
});
export type VaultStats = z.infer<typeof vaultStatsSchema>;

export const maskKey = (key: string): string => `${'•'.repeat(8)}${key.length > 4 ? key.slice(-4) : ''}`;
