import { z } from 'zod';
import { isValidAddress } from '../solana/address';

export const balanceMessages = {
  invalidWallet: 'Invalid wallet address',
  invalidToken: 'Invalid token address',
  retrieved: 'Balance Retrieved',
  failedTitle: 'Failed to Check Balance',
  failedText: 'Unable to retrieve balance information.',
  copied: 'Copied to Clipboard',
} as const;

export const balanceRequestSchema = z.object({
  walletAddress: z
    .string({ error: balanceMessages.invalidWallet })
    .trim()
    .min(32, balanceMessages.invalidWallet)
    .max(44, balanceMessages.invalidWallet)
    .refine(isValidAddress, balanceMessages.invalidWallet),
  tokenAddress: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidAddress(v), balanceMessages.invalidToken),
});
export type BalanceRequestInput = z.input<typeof balanceRequestSchema>;
export type BalanceRequest = z.output<typeof balanceRequestSchema>;

export const balanceResponseSchema = z.object({
  tokenSymbol: z.string(),
  tokenName: z.string(),
  balance: z.string(),
  usdValue: z.number().nullable(),
  decimals: z.number().int(),
  walletAddress: z.string(),
  tokenAddress: z.string().nullable(),
  tokenProgram: z.enum(['system', 'spl-token', 'token-2022']),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
