import { z } from 'zod';
import { isValidAddress } from '../solana/address';

export const tokenVerifyMessages = {
  required: 'Token address is required',
  invalid: 'Invalid token address',
  failedTitle: 'Token Verification Failed',
  failedText: 'Unable to verify token address',
} as const;

export const tokenVerifyRequestSchema = z.object({
  tokenAddress: z
    .string()
    .trim()
    .min(1, tokenVerifyMessages.required)
    .refine(isValidAddress, tokenVerifyMessages.invalid),
});
export type TokenVerifyRequest = z.infer<typeof tokenVerifyRequestSchema>;

/** A mint read from the chain plus the signed-in wallet's holding; amounts in base units, ui* as decimals. */
export const verifiedTokenSchema = z.object({
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  supply: z.string(),
  uiSupply: z.string(),
  userBalance: z.string(),
  uiBalance: z.string(),
  tokenProgram: z.enum(['spl-token', 'token-2022']),
});
export type VerifiedToken = z.infer<typeof verifiedTokenSchema>;
