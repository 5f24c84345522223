import { z } from 'zod';
import { CURVE_KINDS } from '../math/bonding-curve';
import { isValidAddress } from '../solana/address';
import { MAX_DECIMALS } from './tokens';
import { FEE_TIERS_BPS } from './dex';
import { STAKE_DURATIONS, STAKE_TIERS } from './staking';
import { safeString } from './text';

/**
 * A Launch Plan: a versioned document of ordered steps using the operations the app already has. A step
 * names an earlier step's result as `$steps.<id>.<output>` wherever it takes an address.
 */
export const LAUNCH_PLAN_VERSION = 1;
export const MAX_PLAN_STEPS = 40;
export const MAX_PLAN_BUYS = 50;
/** The distribution screen's own ceiling (one batch). */
export const MAX_PLAN_RECIPIENTS = 1000;

export const launchPlanMessages = {
  versionUnsupported: `This plan was written for another version (this app reads version ${LAUNCH_PLAN_VERSION})`,
  stepsRequired: 'A plan needs at least one step',
  tooManySteps: `A plan has at most ${MAX_PLAN_STEPS} steps`,
  idInvalid: 'A step id is lower-case letters, digits and dashes, starting with a letter',
  idDuplicate: (id: string) => `Two steps are named "${id}"`,
  addressInvalid: 'Enter a Solana address or a reference like $steps.token.mint',
  refUnknownStep: (ref: string, id: string) => `${ref}: no step "${id}" comes before this one`,
  refUnknownOutput: (ref: string, kind: string, outputs: readonly string[]) =>
    `${ref}: a ${kind} step gives ${outputs.length ? outputs.join(', ') : 'no result to refer to'}`,
  refWrongOutput: (ref: string, expected: string) => `${ref}: this field takes a ${expected}`,
  amountInvalid: 'Enter a positive amount',
  supplyExceeded: (symbol: string, needed: string, supply: string) =>
    `The plan spends ${needed} ${symbol}, more than its supply of ${supply}`,
  recipientsRequired: 'List the recipients or name a recipients file',
  tooManyRecipients: `A distribution has at most ${MAX_PLAN_RECIPIENTS} recipients`,
  recipientTwice: (address: string) => `${address} is listed twice: give it one line with the sum`,
  buyerWalletsMismatch: 'The buyer wallets must be one new address per buy, none of them twice',
  rangeInvalid: 'The minimum price must be below the maximum price',
  sameToken: 'The two tokens of a pool must differ',
} as const;

export const STEP_ID = /^[a-z][a-z0-9-]{0,31}$/;
export const STEP_REF = /^\$steps\.([a-z][a-z0-9-]{0,31})\.([a-zA-Z]+)$/;

/** What each kind of result is, so a field that takes a mint cannot be handed a pool. */
export const OUTPUT_TYPES = { mint: 'mint', pool: 'pool', lpMint: 'mint', position: 'position' } as const;
export type OutputName = keyof typeof OUTPUT_TYPES;
export type AddressType = (typeof OUTPUT_TYPES)[OutputName];

const decimal = (message: string = launchPlanMessages.amountInvalid) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/,/g, '').trim())
    .refine((v) => /^\d{1,20}(\.\d{1,18})?$/.test(v) && /[1-9]/.test(v), message);

/** An address, or a reference to an earlier step's result of the given type (checked across the plan). */
const addressOrRef = (type: AddressType) =>
  z
    .string()
    .trim()
    .refine((v) => isValidAddress(v) || STEP_REF.test(v), launchPlanMessages.addressInvalid)
    .meta({ description: `A ${type} address or $steps.<id>.<output>`, addressType: type });

/** 'SOL' (native) or a mint. */
const tokenOrSol = z.union([z.literal('SOL'), addressOrRef('mint')]);

const stepBase = {
  id: z.string().regex(STEP_ID, launchPlanMessages.idInvalid),
  /** A note shown beside the step. */
  label: safeString().max(80).optional(),
};

const logoSchema = z.union([
  /** A file next to the plan (CLI) or attached in the browser. */
  z.object({ file: safeString().min(1).max(200) }),
  z.object({ dataUrl: z.string().regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/) }),
]);

export const createTokenStepSchema = z.object({
  ...stepBase,
  kind: z.literal('create-token'),
  name: safeString().trim().min(1).max(50),
  symbol: safeString()
    .trim()
    .min(1)
    .max(10)
    .transform((s) => s.toUpperCase()),
  decimals: z.number().int().min(0).max(MAX_DECIMALS).default(9),
  supply: decimal(),
  description: safeString().max(500).default(''),
  logo: logoSchema.optional(),
  revoke: z.object({ mint: z.boolean().default(false), freeze: z.boolean().default(false) }).default({
    mint: false,
    freeze: false,
  }),
});

export const curveLaunchStepSchema = z.object({
  ...stepBase,
  kind: z.literal('curve-launch'),
  name: safeString().trim().min(1).max(32),
  symbol: safeString()
    .trim()
    .min(1)
    .max(10)
    .transform((s) => s.toUpperCase()),
  description: safeString().trim().min(10).max(500),
  logo: logoSchema.optional(),
  curve: z.enum(CURVE_KINDS).default('standard'),
  /** SOL the creator spends on the first buy, in the launch transaction. */
  initialBuySol: decimal(),
});

export const curveBuysStepSchema = z
  .object({
    ...stepBase,
    kind: z.literal('curve-buys'),
    mint: addressOrRef('mint'),
    /** Each buy by a fresh wallet the plan funds from the running wallet (SOL to spend). */
    buys: z
      .array(z.object({ sol: decimal() }))
      .min(1)
      .max(MAX_PLAN_BUYS),
    slippage: z.number().min(0.1).max(50).default(3),
    /**
     * The buyers' addresses, one per buy: filled in by the runner that generated (and keeps) their keys
     * when the run starts; a plan file leaves them out.
     */
    wallets: z
      .array(z.string().trim().refine(isValidAddress, launchPlanMessages.addressInvalid))
      .max(MAX_PLAN_BUYS)
      .optional(),
  })
  .refine(
    (v) => !v.wallets || (v.wallets.length === v.buys.length && new Set(v.wallets).size === v.wallets.length),
    {
      path: ['wallets'],
      message: launchPlanMessages.buyerWalletsMismatch,
    },
  );

export const poolStepSchema = z
  .object({
    ...stepBase,
    kind: z.literal('pool'),
    tokenA: tokenOrSol,
    tokenB: tokenOrSol,
    amountA: decimal(),
    amountB: decimal(),
    feeBps: z.literal(FEE_TIERS_BPS).default(25),
    /** Burn the LP tokens at once (liquidity locked for good) or keep them. */
    lp: z.enum(['burn', 'keep']).default('keep'),
  })
  .refine((v) => v.tokenA !== v.tokenB, { path: ['tokenB'], message: launchPlanMessages.sameToken });

export const clmmPositionStepSchema = z
  .object({
    ...stepBase,
    kind: z.literal('clmm-position'),
    pool: addressOrRef('pool'),
    minPrice: decimal(),
    maxPrice: decimal(),
    amountA: decimal().optional(),
    amountB: decimal().optional(),
  })
  .refine((v) => Number(v.minPrice) < Number(v.maxPrice), {
    path: ['maxPrice'],
    message: launchPlanMessages.rangeInvalid,
  })
  .refine((v) => v.amountA !== undefined || v.amountB !== undefined, {
    path: ['amountA'],
    message: launchPlanMessages.amountInvalid,
  });

const recipientSchema = z.object({
  address: z.string().trim().refine(isValidAddress, launchPlanMessages.addressInvalid),
  amount: decimal(),
});

export const distributeStepSchema = z.object({
  ...stepBase,
  kind: z.literal('distribute'),
  token: tokenOrSol,
  recipients: z.union([
    z
      .array(recipientSchema)
      .min(1, launchPlanMessages.recipientsRequired)
      .max(MAX_PLAN_RECIPIENTS, { message: launchPlanMessages.tooManyRecipients })
      .superRefine((list, ctx) => {
        // The distribution pays by address: a second line for one address would be dropped, not paid.
        const seen = new Set<string>();
        for (const r of list) {
          if (seen.has(r.address))
            ctx.addIssue({ code: 'custom', message: launchPlanMessages.recipientTwice(r.address) });
          seen.add(r.address);
        }
      }),
    /** A CSV (`address,amount` per line) next to the plan or attached in the browser. */
    z.object({ file: safeString().min(1).max(200) }),
  ]),
});

export const stakeStepSchema = z.object({
  ...stepBase,
  kind: z.literal('stake'),
  tier: z.enum(STAKE_TIERS),
  amount: decimal(),
  duration: z.union(STAKE_DURATIONS.map((d) => z.literal(d))).default(STAKE_DURATIONS[0]),
});

export const burnStepSchema = z.object({
  ...stepBase,
  kind: z.literal('burn'),
  token: addressOrRef('mint'),
  amount: decimal(),
});

export const launchPlanStepSchema = z.discriminatedUnion('kind', [
  createTokenStepSchema,
  curveLaunchStepSchema,
  curveBuysStepSchema,
  poolStepSchema,
  clmmPositionStepSchema,
  distributeStepSchema,
  stakeStepSchema,
  burnStepSchema,
]);
export type LaunchPlanStep = z.output<typeof launchPlanStepSchema>;
export type LaunchPlanStepKind = LaunchPlanStep['kind'];

/** The results a later step may name, per kind. */
export const STEP_OUTPUTS: { readonly [K in LaunchPlanStepKind]: readonly OutputName[] } = {
  'create-token': ['mint'],
  'curve-launch': ['mint'],
  'curve-buys': [],
  pool: ['pool', 'lpMint'],
  'clmm-position': ['position'],
  distribute: [],
  stake: [],
  burn: [],
};

export const launchPlanShape = z.object({
  version: z.literal(LAUNCH_PLAN_VERSION, { error: launchPlanMessages.versionUnsupported }),
  name: safeString().trim().min(1).max(80),
  description: safeString().max(1000).default(''),
  steps: z
    .array(launchPlanStepSchema)
    .min(1, launchPlanMessages.stepsRequired)
    .max(MAX_PLAN_STEPS, launchPlanMessages.tooManySteps),
});
export type LaunchPlanInput = z.input<typeof launchPlanShape>;
export type LaunchPlanDocument = z.output<typeof launchPlanShape>;
