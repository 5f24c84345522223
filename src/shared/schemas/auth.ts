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
  /**
   * Answer the session token instead of setting the cookie, for a page signing in a second wallet whose
   * key it holds (a rehearsal's buyer) without replacing its own session; embedded chain only.
   */
  bearer: z.boolean().optional(),
});
export const authMessages = {
  bearerEmbeddedOnly: 'A session by token is for rehearsal wallets on the embedded chain only',
} as const;
export const sessionSchema = z.object({
  address: z.string(),
  expiresAt: z.string(),
  /** Only when asked for with `bearer`: sent back as `Authorization: Bearer <token>`. */
  token: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * Step-up: actions that need a fresh wallet signature naming them, not only the session cookie. The target
 * is the API key's id, or the RPC provider chosen.
 */
export const STEP_UP_ACTIONS = ['reveal_api_key', 'delete_api_key', 'change_rpc'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];
export const stepUpMessages = {
  required: 'Confirm this action with a fresh signature from your wallet',
  unknown: 'This confirmation is unknown or was already used. Confirm again',
  otherAction: 'This confirmation was signed for another action',
  expired: 'This confirmation expired. Confirm again',
  badSignature: 'The confirmation was not signed by your wallet',
  /** The toast shown while the wallet is asked to sign; its text is the challenge's statement. */
  signingTitle: 'Confirm In Your Wallet',
} as const;
export const stepUpRequestSchema = z.object({
  action: z.enum(STEP_UP_ACTIONS, { error: 'Unknown action to confirm' }),
  target: z.string().min(1).max(100),
});
export type StepUpIntent = z.infer<typeof stepUpRequestSchema>;
/** `message` is what the wallet signs (UTF-8); `statement` is its human line, shown before signing. */
export const stepUpChallengeSchema = z.object({
  nonce: z.string(),
  message: z.string(),
  statement: z.string(),
  expiresAt: z.string(),
});
/**
 * The signature is base58, as Solana writes signatures: base64's '=' padding can read as an inline event
 * handler (`/onX==`) to the script check that guards the vault routes.
 */
export const stepUpProofSchema = z.object({
  nonce: z.string().min(1).max(64),
  signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,90}$/, 'Expected a base58 signature'),
});
export type StepUpProof = z.infer<typeof stepUpProofSchema>;
/** The body of a step-up protected call (other fields are the call's own). */
export const stepUpBodySchema = z.object({ stepUp: stepUpProofSchema.optional() });
