import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { numberOrText } from './decimal-text';
import { DEFAULT_FEE_BPS, FEE_TIERS_BPS, poolSchema, tokenRefSchema } from './dex';
import { safeString } from './text';

export const DEX_PLATFORMS = ['raydium', 'orca', 'meteora'] as const;
export type DexPlatform = (typeof DEX_PLATFORMS)[number];
export const LIQUIDITY_SLIPPAGE_CHOICES = [0.1, 0.5, 1, 3] as const;
export const DEFAULT_LIQUIDITY_SLIPPAGE = 1;

export const liquidityMessages = {
  tokenARequired: 'Token A is required',
  tokenBRequired: 'Token B is required',
  amountARequired: 'Amount A is required',
  amountBRequired: 'Amount B is required',
  amountInvalid: 'Amount must be a valid positive number',
  invalidToken: 'Invalid token address',
  sameToken: 'Token A and token B must be different',
  slippageRange: 'Slippage must be between 0.1% and 10%',
  feeTier: 'Fee tier must be 0.01%, 0.25% or 1%',
  percentageRange: 'Percentage must be between 1 and 100',
  poolExists: 'A pool for this pair already exists — add liquidity instead',
  poolMissing: 'No pool exists for this pair — create it first',
  noPosition: 'You have no liquidity in this pool',
  amountTooSmall: 'Amount is too small for this pool',
  amountTooLarge: 'Amount is too large for this token',
  failedTitle: 'Transaction Failed',
  failedText: 'Failed to manage liquidity',
} as const;

const mint = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isValidAddress(v), liquidityMessages.invalidToken);

const amount = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => {
      const clean = v.replace(/,/g, '');
      return /^\d+(\.\d+)?$/.test(clean) && Number(clean) > 0;
    }, liquidityMessages.amountInvalid)
    .transform((v) => v.replace(/,/g, ''));

/** POST /api/liquidity. For 'remove' the amounts are only the displayed estimate and may be anything. */
export const liquidityRequestSchema = z
  .object({
    poolType: z.enum(['create', 'add', 'remove']),
    tokenA: mint(liquidityMessages.tokenARequired),
    tokenB: mint(liquidityMessages.tokenBRequired),
    amountA: numberOrText(safeString(), liquidityMessages.amountARequired).optional().default(''),
    amountB: numberOrText(safeString(), liquidityMessages.amountBRequired).optional().default(''),
    slippage: z.coerce
      .number({ error: liquidityMessages.slippageRange })
      .min(0.1, liquidityMessages.slippageRange)
      .max(10, liquidityMessages.slippageRange)
      .default(DEFAULT_LIQUIDITY_SLIPPAGE),
    // In the spec's request body, so still accepted and recorded; every value deposits into this
    // platform's own pool, which is why the Liquidity Manager no longer offers it as a choice.
    dexPlatform: z.enum(DEX_PLATFORMS).default('raydium'),
    feeBps: z.literal(FEE_TIERS_BPS, { error: liquidityMessages.feeTier }).default(DEFAULT_FEE_BPS),
    percentage: z.coerce
      .number({ error: liquidityMessages.percentageRange })
      .min(1, liquidityMessages.percentageRange)
      .max(100, liquidityMessages.percentageRange)
      .default(100),
  })
  .superRefine((v, ctx) => {
    if (v.tokenA === v.tokenB)
      ctx.addIssue({ code: 'custom', path: ['tokenB'], message: liquidityMessages.sameToken });
    if (v.poolType === 'remove') return;
    for (const [key, required] of [
      ['amountA', liquidityMessages.amountARequired],
      ['amountB', liquidityMessages.amountBRequired],
    ] as const) {
      const result = amount(required).safeParse(v[key]);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]?.message ?? required });
      }
    }
  })
  .transform((v) => ({
    ...v,
    amountA: v.amountA.replace(/,/g, '').trim(),
    amountB: v.amountB.replace(/,/g, '').trim(),
  }));
export type LiquidityRequestInput = z.input<typeof liquidityRequestSchema>;
export type LiquidityRequest = z.output<typeof liquidityRequestSchema>;

/** PlannedOperation.summary of a liquidity operation (the operation's result adds txHash). */
export const liquiditySummarySchema = z.object({
  positionId: z.string(),
  poolAddress: z.string(),
  liquidityAmount: z.string(),
  sharePercentage: z.number(),
  currentValue: z.number().nullable(),
  initialValue: z.number().nullable(),
  estimatedAPR: z.number(),
});
export type LiquiditySummary = z.infer<typeof liquiditySummarySchema>;

export const positionStatusSchema = z.enum(['active', 'removed', 'migrated']);
export const positionSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  pair: z.string(),
  tokenA: tokenRefSchema,
  tokenB: tokenRefSchema,
  dexPlatform: z.enum(DEX_PLATFORMS),
  lpAmount: z.string(),
  uiLpAmount: z.string(),
  sharePercentage: z.number(),
  uiAmountA: z.string(),
  uiAmountB: z.string(),
  valueUsd: z.number().nullable(),
  initialValueUsd: z.number().nullable(),
  pnl: z.number().nullable(),
  pnlPercentage: z.number().nullable(),
  fees24h: z.number(),
  feesTotal: z.number(),
  apr: z.number(),
  status: positionStatusSchema,
  createdAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;
export const positionsResponseSchema = z.object({ positions: z.array(positionSchema) });
export const popularPoolsResponseSchema = z.object({ pools: z.array(poolSchema) });

export const liquidityAnalyticsSchema = z.object({
  totalValueUsd: z.number(),
  totalFeesUsd: z.number(),
  fees24hUsd: z.number(),
  averageApr: z.number(),
  activePositions: z.number().int(),
  totalPools: z.number().int(),
  totalTvlUsd: z.number(),
  volume24hUsd: z.number(),
});
export type LiquidityAnalytics = z.infer<typeof liquidityAnalyticsSchema>;
