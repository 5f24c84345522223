import { z } from 'zod';

export const planCostMessages = {
  shortfall: (needed: string, held: string, symbol: string) =>
    `The plan needs up to ${needed} ${symbol} and your wallet holds ${held} ${symbol}`,
  fileNotRead: (id: string) => `${id}: attach the recipients file so its rows can be priced`,
  priorityBound:
    'Includes the priority fee at its ceiling: the exact one is priced from a simulation when the step is planned',
  mintAddressBound:
    "The metadata URI names the new mint's address (32 to 44 characters), so its rent is a range of a few bytes",
  runtimeQuote: (what: string) => `Depends on ${what} at run time, so it is not counted here`,
  buyersPay: 'Each buyer pays its own buy from the SOL this step sends it',
} as const;

export const planCostRequestSchema = z.object({ plan: z.unknown() });

const lamports = z.string().regex(/^\d+$/);

export const costPartSchema = z.object({
  label: z.string(),
  /** Lamports, or a range when the figure is only known within bounds before the step is planned. */
  min: lamports,
  max: lamports,
});

export const stepCostSchema = z.object({
  id: z.string(),
  kind: z.string(),
  parts: z.array(costPartSchema),
  min: lamports,
  max: lamports,
  /** Tokens the step takes from the wallet (symbol or mint, UI amount). */
  tokens: z.array(z.object({ token: z.string(), amount: z.string() })),
  /** What is not counted or only bounded, in words. */
  notes: z.array(z.string()),
});

export const planCostSchema = z.object({
  cluster: z.string(),
  steps: z.array(stepCostSchema),
  minLamports: lamports,
  maxLamports: lamports,
  balanceLamports: lamports,
  /** SOLX the plan stakes and the wallet holds (base units), when it stakes. */
  solx: z.object({ needed: lamports, held: lamports, decimals: z.number() }).nullable(),
  canPay: z.boolean(),
  shortfalls: z.array(z.string()),
});
export type StepCost = z.infer<typeof stepCostSchema>;
export type CostPart = z.infer<typeof costPartSchema>;
export type PlanCost = z.infer<typeof planCostSchema>;

export const nameCollisionSchema = z.object({
  step: z.string(),
  index: z.number().int(),
  field: z.enum(['name', 'symbol']),
  value: z.string(),
  mint: z.string(),
  /** The list of known tokens it was found in. */
  source: z.string(),
});
export type NameCollision = z.infer<typeof nameCollisionSchema>;

export const dryRunMessages = {
  collision: (c: NameCollision) =>
    `${c.field === 'name' ? 'Name' : 'Symbol'} "${c.value}" is already used by ${c.mint} (${c.source})`,
  needsEarlier: (step: string, refs: string[]) =>
    `${step} names ${refs.join(', ')}: it cannot be simulated before ${refs.length > 1 ? 'those exist' : 'that exists'}`,
  laterStep:
    'Runs after the first step, on what the steps before it leave: rehearse the whole plan on a fork',
  simulatedWhenPlanned: (kind: string) =>
    `A ${kind} step is simulated by its own screen when it is planned, before you sign`,
  checkCost: 'The wallet can pay for every step',
  checkNames: 'No new name or symbol is already used',
  checkSimulation: (step: string) => `The first step (${step}) simulates on the cluster`,
  forkNamesFile: (step: string) =>
    `Step ${step} names a file: attach it to the step (the dry run cannot read files next to the plan)`,
  forkBusy: 'Another dry run is rehearsing on this server: try again in a minute',
  forkFunded: (sol: string) =>
    `Rehearsed with a throwaway key given ${sol} on the fork, what your wallet holds on the cluster; your tokens (SOLX included) are not copied, so a step that spends them fails here`,
  forkNotStarted: (why: string) => `The fork rehearsal did not start${why ? `: ${why}` : ''}`,
  forkTimedOut: (seconds: number) =>
    `The rehearsal was stopped after ${seconds} s; the steps it finished by then:`,
} as const;

export const forkRehearsalSchema = z.object({
  /** The fork's funding, why the rehearsal did not start, or (stopped at the time limit) how far it got. */
  note: z.string(),
  timedOut: z.boolean(),
  timeLimitSeconds: z.number(),
  steps: z.array(
    z.object({
      step: z.string(),
      kind: z.string(),
      status: z.string(),
      error: z.string().nullable(),
      /** Network fees its transactions paid on the fork. */
      feeLamports: z.string(),
    }),
  ),
});
export type ForkRehearsal = z.infer<typeof forkRehearsalSchema>;

export const dryRunSchema = z.object({
  cluster: z.string(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean().nullable(), detail: z.string() })),
  cost: planCostSchema,
  collisions: z.object({ checked: z.array(z.string()), found: z.array(nameCollisionSchema) }),
  simulation: z.object({
    step: z.string(),
    transactions: z.array(
      z.object({ ok: z.boolean(), error: z.string().nullable(), unitsConsumed: z.number().nullable() }),
    ),
    /** Why it was not simulated here, when it was not. */
    reason: z.string().nullable(),
  }),
  /** The steps after the first, each with why it cannot be simulated yet (empty once rehearsed on a fork). */
  later: z.array(z.object({ step: z.string(), reason: z.string() })),
  /** Every step run on a local fork of the cluster (null on the embedded chain, which rehearses itself). */
  rehearsal: forkRehearsalSchema.nullable(),
  /** The CLI command that rehearses the whole plan on a fork of this cluster. */
  cliCommand: z.string(),
});
export type DryRun = z.infer<typeof dryRunSchema>;
