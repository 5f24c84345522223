import { z } from 'zod';
import { launchTokenDataSchema } from './launchpad';

export const REHEARSAL_PRESETS = ['fast-sell-out', 'slow-with-sells'] as const;
export type RehearsalPreset = (typeof REHEARSAL_PRESETS)[number];

/** Milliseconds the rehearsal waits between its steps, so a person can watch each one land. */
export const REHEARSAL_PACES_MS = [0, 500, 2000] as const;
export type RehearsalPace = (typeof REHEARSAL_PACES_MS)[number];

export const rehearsalMessages = {
  presetInvalid: 'Choose a rehearsal script',
  paceInvalid: 'Choose a pace: none, 0.5 s or 2 s between steps',
  localOnly: 'Rehearsals run only on the embedded local chain',
  notFound: 'Rehearsal not found',
  alreadyRunning: 'A rehearsal of yours is still running. Wait for it to finish.',
  firstBuyTooLarge: 'Initial liquidity for a rehearsal must be at most 50 SOL',
  interrupted:
    "Stopped by a server restart: a rehearsal's generated wallets exist only while it runs. Start a new one.",
} as const;

/** POST /api/launchpad/rehearsals: the launch form's parameters and a script. */
export const rehearsalRequestSchema = z.object({
  tokenData: launchTokenDataSchema.refine((d) => Number(d.initialLiquidity) <= 50, {
    path: ['initialLiquidity'],
    message: rehearsalMessages.firstBuyTooLarge,
  }),
  preset: z.enum(REHEARSAL_PRESETS, { error: rehearsalMessages.presetInvalid }),
  /** Absent (older clients): no pace, each step right after the one before. */
  paceMs: z.literal(REHEARSAL_PACES_MS, { error: rehearsalMessages.paceInvalid }).default(0),
});
export type RehearsalRequestInput = z.input<typeof rehearsalRequestSchema>;

/**
 * One step as recorded: the operation a generated wallet planned, and once it landed the curve trade it
 * recorded (fair amounts, the curve's price after it). A step refused before any operation shows only as
 * the rehearsal's `error`.
 */
export const rehearsalStepSchema = z.object({
  operationId: z.string(),
  wallet: z.string(),
  /** The generated creator's launch (with its first buy), or a scripted wallet's trade. */
  action: z.enum(['launch', 'buy', 'sell']),
  status: z.enum(['pending', 'confirmed', 'failed']),
  /** Token base units (6 decimals) and lamports into or out of the curve before the fee. */
  tokens: z.string(),
  lamports: z.string(),
  /** SOL per whole token on the curve right after this trade; null until it landed. */
  priceAfterSol: z.number().nullable(),
  signature: z.string().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
export type RehearsalTimelineStep = z.infer<typeof rehearsalStepSchema>;

export const rehearsalSchema = z.object({
  id: z.string(),
  preset: z.enum(REHEARSAL_PRESETS),
  status: z.enum(['queued', 'running', 'graduated', 'failed']),
  step: z.number().int(),
  steps: z.number().int(),
  mint: z.string().nullable(),
  progress: z.number(),
  poolId: z.string().nullable(),
  error: z.string().nullable(),
  /** The rehearsal's own curve figures (kept out of every public one). */
  trades: z.number().int(),
  volumeSol: z.number(),
  traders: z.number().int(),
  /** Every step so far, in the order they ran. */
  timeline: z.array(rehearsalStepSchema),
});
export type Rehearsal = z.infer<typeof rehearsalSchema>;
