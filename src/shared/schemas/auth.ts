import { z } from 'zod';
import { base64Schema } from './common';
import { addressSchema } from '../solana/address';

/** Sign-In With Solana input, as the `solana:signIn` feature takes it. */
export const signInInputSchema = z.object({
  domain: z.string(),
  address: z.string().optional(),
  statement: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  chainId: z.string(),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const nonceRequestSchema = z.object({ address: addressSchema('Invalid wallet address') });
/** `message` is the canonical SIWS text for wallets without `solana:signIn` (signMessage fallback). */
export const nonceResponseSchema = z.object({ input: signInInputSchema, message: z.string() });

export const verifyRequestSchema = z.object({
  address: addressSchema('Invalid wallet address'),
  signedMessage: base64Schema,
  signature: base64Schema,
});
export const sessionSchema = z.object({ address: z.string(), expiresAt: z.string() });
export type Session = z.infer<typeof sessionSchema>;
