import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { tokenRefSchema } from './dex';

/** The spec names the screen only; these are the app's own texts for it. */
export const clmmMessages = {
  poolRequired: 'Choose a pool',
  positionRequired: 'Choose a position',
  invalidAddress: 'Invalid address',
  priceInvalid: 'Price must be a valid positive number',
  rangeInvalid: 'Min price must be below max price',
  amountInvalid: 'Amount must be a valid positive number',
  amountRequired: 'Enter an amount for at least one token',
  percentRange: 'Percentage must be between 1 and 100',
  poolNotFound: 'Pool not found',
  positionNotFound: 'Position not found',
  notHolder: 'This wallet does not hold the position NFT',
  amountTooSmall: 'Amounts are too small for this range',
  amountTooLarge: 'Amount is too large for this token',
  nothingToCollect: 'No fees to collect yet',
  openedTitle: 'Position Opened',
  closedTitle: 'Position Closed',
  failedTitle: 'Transaction Failed',
  failedText: 'Failed to update the position',
} as const;

const address = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(64, clmmMessages.invalidAddress)
    .refine((v) => isValidAddress(v), clmmMessages.invalidAddress);

/** A decimal number written as text (commas allowed); empty means none. */
const decimalText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .transform((v) => v.replace(/,/g, ''))
    .refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0), message);

const amounts = {
  amountA: decimalText(clmmMessages.amountInvalid).default(''),
  amountB: decimalText(clmmMessages.amountInvalid).default(''),
};

/** POST /api/dex/raydium/clmm: one position action, planned as one transaction the wallet signs. */
export const clmmRequestSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('open'),
      poolId: address(clmmMessages.poolRequired),
      minPrice: decimalText(clmmMessages.priceInvalid).refine((v) => v !== '', clmmMessages.priceInvalid),
      maxPrice: decimalText(clmmMessages.priceInvalid).refine((v) => v !== '', clmmMessages.priceInvalid),
      ...amounts,
    })
    .refine((v) => Number(v.minPrice) < Number(v.maxPrice), {
      path: ['maxPrice'],
      message: clmmMessages.rangeInvalid,
    })
    .refine((v) => v.amountA !== '' || v.amountB !== '', {
      path: ['amountA'],
      message: clmmMessages.amountRequired,
    }),
  z
    .object({ action: z.literal('increase'), positionId: address(clmmMessages.positionRequired), ...amounts })
    .refine((v) => v.amountA !== '' || v.amountB !== '', {
      path: ['amountA'],
      message: clmmMessages.amountRequired,
    }),
  z.object({
    action: z.literal('decrease'),
    positionId: address(clmmMessages.positionRequired),
    percent: z.coerce
      .number({ error: clmmMessages.percentRange })
      .int(clmmMessages.percentRange)
      .min(1, clmmMessages.percentRange)
      .max(100, clmmMessages.percentRange),
  }),
  z.object({ action: z.literal('collect'), positionId: address(clmmMessages.positionRequired) }),
  z.object({ action: z.literal('close'), positionId: address(clmmMessages.positionRequired) }),
]);
export type ClmmRequest = z.output<typeof clmmRequestSchema>;

export const clmmPoolSchema = z.object({
  id: z.string(),
  label: z.string(),
  tokenA: tokenRefSchema,
  tokenB: tokenRefSchema,
  feeBps: z.number().int(),
  tickSpacing: z.number().int(),
  sqrtPriceX64: z.string(),
  tick: z.number().int(),
  liquidity: z.string(),
  /** tokenB per tokenA (UI units). */
  price: z.number(),
  reserveA: z.string(),
  reserveB: z.string(),
  tvlUsd: z.number().nullable(),
  volume24hUsd: z.number(),
  fees24hUsd: z.number(),
  /** Percent a year from the last 24 h of fees over TVL. */
  apr: z.number(),
  positions: z.number().int(),
});
export type ClmmPool = z.infer<typeof clmmPoolSchema>;

export const clmmPositionSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  pair: z.string(),
  feeBps: z.number().int(),
  tickLower: z.number().int(),
  tickUpper: z.number().int(),
  minPrice: z.number(),
  maxPrice: z.number(),
  currentPrice: z.number(),
  liquidity: z.string(),
  inRange: z.boolean(),
  /** What the position holds now (UI units), fees excluded. */
  amountA: z.string(),
  amountB: z.string(),
  /** Fees earned and not collected yet (UI units). */
  uncollectedA: z.string(),
  uncollectedB: z.string(),
  collectedA: z.string(),
  collectedB: z.string(),
  /** Estimate: the pool's last-24 h fees (USD) × this position's share of the in-range liquidity now. */
  fees24hUsd: z.number().nullable(),
  feesTotalUsd: z.number().nullable(),
  valueUsd: z.number().nullable(),
});
export type ClmmPositionView = z.infer<typeof clmmPositionSchema>;

export const clmmTickLiquiditySchema = z.object({
  tickLower: z.number().int(),
  priceLower: z.number(),
  priceUpper: z.number(),
  liquidity: z.string(),
});
export type ClmmTickLiquidity = z.infer<typeof clmmTickLiquiditySchema>;

export const CLMM_HISTORY_INTERVALS = ['hour', 'day'] as const;
/** How many buckets each interval shows: the last 48 hours or the last 30 days. */
export const CLMM_HISTORY_BUCKETS = { hour: 48, day: 30 } as const;
export const clmmHistoryQuerySchema = z.object({
  interval: z.enum(CLMM_HISTORY_INTERVALS, { error: 'Interval must be hour or day' }).default('hour'),
});
export type ClmmHistoryInterval = (typeof CLMM_HISTORY_INTERVALS)[number];

/** One bucket of executed swaps through a pool; fees = amountIn × fee tier, on the input side. */
export const clmmHistoryBucketSchema = z.object({
  /** Bucket start, unix seconds (UTC). */
  time: z.number().int(),
  trades: z.number().int(),
  volumeUsd: z.number(),
  feesUsd: z.number(),
  /** Fees in each token (UI units), from swaps whose input was that token. */
  feesA: z.string(),
  feesB: z.string(),
});
export type ClmmHistoryBucket = z.infer<typeof clmmHistoryBucketSchema>;
export const clmmHistoryResponseSchema = z.object({
  interval: z.enum(CLMM_HISTORY_INTERVALS),
  buckets: z.array(clmmHistoryBucketSchema),
});
