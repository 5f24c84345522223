import { z } from 'zod';

export const STEP_STATUSES = ['pending', 'in_flight', 'confirmed', 'failed', 'skipped'] as const;
export const RUN_STATUSES = ['running', 'failed', 'completed'] as const;

export const launchRunMessages = {
  rehearsalOnlyEmbedded: 'Rehearsals run on the embedded chain only; on a real cluster start a live run',
  liveNeedsCluster:
    'This server runs the embedded chain: rehearse the plan here, or run it on a real cluster',
  notCurrentStep: (index: number) => `Step ${index + 1} is not the step the run is at`,
  stepInFlight: 'This step already has an operation in flight: wait for it to confirm or fail',
  wrongOperation: (kind: string, step: string) => `A ${kind} operation does not belong to a ${step} step`,
  operationMismatch: (field: string, expected: string) =>
    `This operation's ${field} is not the step's (${expected})`,
  operationNotFound: 'No such operation of this wallet',
  notSkippable: 'Only the step the run is at can be skipped, and not while its operation is in flight',
  runNotFound: 'No such launch plan run',
  refSkipped: (ref: string) => `${ref} refers to a step that was skipped or gave no such result`,
  fileNotRead: (step: string) =>
    `Step ${step} names a file: attach it (or run the plan with the CLI next to the file) before starting`,
  buyersRequired: (step: string) =>
    `Step ${step} buys from new wallets: the runner generates them and lists their addresses when the run starts`,
  signerMismatch: (signer: string) => `This operation is planned, attached and signed by ${signer}`,
  buyerIsRunWallet: 'A buyer wallet must be a new wallet, not the one running the plan',
  buyerTwice: (address: string) => `${address} is a buyer in two steps`,
} as const;

export const startRunSchema = z.object({
  plan: z.unknown(),
  /** true: rehearse on the embedded chain; false: run live on the server's real cluster. */
  rehearsal: z.boolean(),
});
export type StartRunRequest = z.infer<typeof startRunSchema>;

export const runParamsSchema = z.object({ id: z.uuid({ error: launchRunMessages.runNotFound }) });
export const runStepParamsSchema = runParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(1000),
});
export const attachOperationSchema = z.object({
  operationId: z.uuid({ error: launchRunMessages.operationNotFound }),
});

export const runOperationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  signatures: z.array(z.string()),
});

export const runStepSchema = z.object({
  index: z.number().int(),
  id: z.string(),
  kind: z.string(),
  label: z.string().nullable(),
  status: z.enum(STEP_STATUSES),
  operations: z.array(runOperationSchema),
  /** The results later steps may name ($steps.<id>.<output>). */
  outputs: z.record(z.string(), z.string()),
  error: z.string().nullable(),
});
export type RunStep = z.infer<typeof runStepSchema>;

export const runViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rehearsal: z.boolean(),
  status: z.enum(RUN_STATUSES),
  /** The step the run is at (null once complete). */
  current: z.number().int().nullable(),
  createdAt: z.string(),
  steps: z.array(runStepSchema),
  /** The buyer wallets of its curve-buys steps, as the runner declared them when the run started. */
  buyers: z.array(
    z.object({
      step: z.string(),
      wallets: z.array(z.string()),
      /** SOL each buyer spends, in the wallets' order. */
      sol: z.array(z.string()),
    }),
  ),
  /** The request that plans the current step's next operation, when the step waits for one. */
  next: z
    .object({
      method: z.string(),
      path: z.string(),
      kind: z.string(),
      body: z.unknown(),
      /** A logo the runner uploads first (base64), its URL set into the body at `at`. */
      upload: z.object({ data: z.string(), at: z.array(z.string()) }).optional(),
      /** The buyer wallet that plans, attaches and signs this one (curve-buys), when not the run's. */
      signer: z.string().optional(),
      /** Fields the attached operation's summary must have. */
      matches: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
});
export type RunView = z.infer<typeof runViewSchema>;

export const runListSchema = z.object({
  runs: z.array(runViewSchema.pick({ id: true, name: true, rehearsal: true, status: true, createdAt: true })),
});
