import { z } from 'zod';
import {
  MARKET_CONDITIONS,
  SIM_DURATIONS,
  SIM_STRATEGIES,
  type MarketCondition,
  type SimDuration,
  type SimStrategy,
} from '../math/launch-sim-model';
import { aiAuthorshipSchema } from './ai';
import { safeString } from './text';

export const ITERATION_PRESETS = [
  { value: 100, label: 'Fast' },
  { value: 1000, label: 'Standard' },
  { value: 5000, label: 'Detailed' },
  { value: 10000, label: 'Comprehensive' },
] as const;
export const DEFAULT_ITERATIONS = 1000;
export const STRATEGY_LABELS: Record<SimStrategy, string> = {
  'fair-launch': 'Fair Launch',
  ido: 'IDO',
  presale: 'Presale',
  airdrop: 'Airdrop',
};
export const CONDITION_LABELS: Record<MarketCondition, string> = {
  bullish: 'Bullish',
  neutral: 'Neutral',
  bearish: 'Bearish',
};
export const DURATION_LABELS: Record<SimDuration, string> = {
  '1week': '1 Week',
  '1month': '1 Month',
  '3months': '3 Months',
  '6months': '6 Months',
};

export const simulatorMessages = {
  nameRequired: 'Token name is required',
  supplyRequired: 'Initial supply is required',
  priceRequired: 'Launch price is required',
  liquidityRequired: 'Liquidity amount is required',
  marketingRequired: 'Marketing budget is required',
  iterationsRange: 'Iterations must be between 100 and 10000',
  positive: 'Must be a positive number',
  failedTitle: 'Simulation Failed',
  failedDefault: 'Failed to run launch simulation',
  successTitle: 'Simulation Complete',
} as const;

/** A required number that may arrive as a string (commas allowed); empty means missing. */
const requiredNumber = (required: string, min: number, max: number, allowZero = false) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.replace(/,/g, '').trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n) || n < min || (!allowZero && n <= 0) || n > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${simulatorMessages.positive} (at most ${max.toLocaleString('en-US')})`,
      });
      return z.NEVER;
    }
    return n;
  });

export const simulatorRequestSchema = z.object({
  tokenInfo: z.object(
    {
      name: safeString({ error: simulatorMessages.nameRequired })
        .trim()
        .min(1, simulatorMessages.nameRequired)
        .max(50),
      initialSupply: requiredNumber(simulatorMessages.supplyRequired, 1, 1e15),
      launchPrice: requiredNumber(simulatorMessages.priceRequired, 1e-12, 1e6),
    },
    { error: simulatorMessages.nameRequired },
  ),
  launchParams: z.object(
    {
      liquidityAmount: requiredNumber(simulatorMessages.liquidityRequired, 0.01, 1e7),
      marketingBudget: requiredNumber(simulatorMessages.marketingRequired, 0, 1e7, true),
      strategy: z.enum(SIM_STRATEGIES).default('fair-launch'),
    },
    { error: simulatorMessages.liquidityRequired },
  ),
  marketConditions: z.enum(MARKET_CONDITIONS).default('neutral'),
  simulationSettings: z
    .object({
      duration: z.enum(SIM_DURATIONS).default('1month'),
      iterations: z
        .number({ error: simulatorMessages.iterationsRange })
        .int(simulatorMessages.iterationsRange)
        .min(100, simulatorMessages.iterationsRange)
        .max(10000, simulatorMessages.iterationsRange)
        .default(DEFAULT_ITERATIONS),
      /** Same seed, same result; absent = one is drawn and returned. */
      seed: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .default({ duration: '1month', iterations: DEFAULT_ITERATIONS }),
});
export type SimulatorRequestInput = z.input<typeof simulatorRequestSchema>;
export type SimulatorRequest = z.output<typeof simulatorRequestSchema>;

const range = z.object({ min: z.number(), max: z.number() });
export const simulationResultsSchema = z.object({
  outcomes: z.object({
    successProbability: z.number().describe('Share of paths ending at or above the launch price, 0–100'),
    averageROI: z.number().describe('Mean final price against launch, in %; at least −100'),
    peakPrice: z.number(),
    floorPrice: z.number(),
    holderGrowth: z.number(),
    marketCapPeak: z.number(),
    liquidityRetention: z
      .number()
      .describe('Mean share of the launch SOL liquidity still in the pool at the end, 0–100'),
    averageVolume: z.number(),
  }),
  scenarios: z.array(
    z.object({ scenario: z.string(), description: z.string(), probability: z.number(), priceRange: range }),
  ),
  /** Price percentiles over time (days), for the bands chart. */
  bands: z.array(
    z.object({
      day: z.number(),
      p5: z.number(),
      p25: z.number(),
      p50: z.number(),
      p75: z.number(),
      p95: z.number(),
    }),
  ),
  risks: z.array(
    z.object({
      type: z.string(),
      description: z.string(),
      severity: z.enum(['low', 'medium', 'high']),
      probability: z.number(),
      mitigation: z.string(),
    }),
  ),
  recommendations: z.array(z.string()),
});
export type SimulationResults = z.infer<typeof simulationResultsSchema>;

export const simulationRunSchema = z.object({
  simulationId: z.string(),
  tokenName: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  /** 0–100: share of paths simulated. */
  progress: z.number(),
  seed: z.number(),
  iterations: z.number(),
  createdAt: z.string(),
  error: z.string().optional(),
  input: z.unknown().optional(),
  results: simulationResultsSchema.optional(),
  meta: aiAuthorshipSchema.optional(),
});
export type SimulationRun = z.infer<typeof simulationRunSchema>;
export const simulationRunParamsSchema = z.object({ id: z.uuid('Simulation not found') });
export const simulationListSchema = z.object({ runs: z.array(simulationRunSchema) });

/** Spec part 2 §9 success badge: green ≥ 70, yellow ≥ 40, red otherwise. */
export const successTone = (p: number) => (p >= 70 ? 'good' : p >= 40 ? 'fair' : 'poor');
