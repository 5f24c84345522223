import { z } from 'zod';
import { launchTokenDataSchema } from './launchpad';

export const REHEARSAL_PRESETS = ['fast-sell-out', 'slow-with-sells'] as const;
export type RehearsalPreset = (typeof REHEARSAL_PRESETS)[number];

export const rehearsalMessages = {
  presetInvalid: 'Choose a rehearsal script',
  localOnly: 'Rehearsals run only on the embedded local chain',
  notFound: 'Rehearsal not found',
  alreadyRunning: 'A rehearsal of yours is still running. Wait for it to finish.',
  firstBuyTooLarge: 'Initial liquidity for a rehearsal must be at most 50 SOL',
} as const;

/** POST /api/launchpad/rehearsals: the launch form's parameters and a script. */
export const rehearsalRequestSchema = z.object({
  tokenData: launchTokenDataSchema.refine((d) => Number(d.initialLiquidity) <= 50, {
    path: ['initialLiquidity'],
    message: rehearsalMessages.firstBuyTooLarge,
  }),
  preset: z.enum(REHEARSAL_PRESETS, { error: rehearsalMessages.presetInvalid }),
});
export type RehearsalRequestInput = z.input<typeof rehearsalRequestSchema>;

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
});
export type Rehearsal = z.infer<typeof rehearsalSchema>;
