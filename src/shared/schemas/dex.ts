import { z } from 'zod';
import { LP_POOL_TYPE, POOL_TYPES } from '../pool-types';
import { isValidAddress } from '../solana/address';
import { numberOrText } from './decimal-text';
import { safeString } from './text';

export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
export const TRACKED_SYMBOLS = ['SOL', 'USDC', 'USDT', 'RAY', 'BONK', 'WEN'] as const;
export type TrackedSymbol = (typeof TRACKED_SYMBOLS)[number];
export const FEE_TIERS_BPS = [1, 25, 100] as const;
export type FeeTierBps = (typeof FEE_TIERS_BPS)[number];
export const DEFAULT_FEE_BPS = 25;
export const DEFAULT_SLIPPAGE_RAYDIUM = 0.5;
export const DEFAULT_SLIPPAGE_JUPITER = 1;
export const SLIPPAGE_PRESETS = [0.1, 0.5, 1, 3] as const;
export const ROUTE_TTL_SECONDS = 60;
/** The `error` code of the 409 answer when a pool moved after the quote (the client plans again). */
export const PRICE_MOVED_CODE = 'price_moved';

export const dexMessages = {
  selectPayToken: 'Please select a token to pay',
  selectInputToken: 'Please select input token',
  selectReceiveToken: 'Please select a token to receive',
  selectOutputToken: 'Please select output token',
  sameToken: 'Choose two different tokens',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a valid positive number',
  slippageRange: 'Slippage must be between 0.1% and 50%',
  invalidToken: 'Invalid token address',
  pairRequired: 'Please select a trading pair',
  priceMoved: 'Price moved. Review the new quote and sign again.',
  routeExpired: 'Route expired. Get Best Route again.',
  poolNotFound: 'Pool not found',
  tokenNotInPool: 'That token is not part of the selected pool',
  noLiquidity: 'Not enough liquidity in the pool for this amount',
  amountTooSmall: 'Amount is too small to trade',
  amountTooLarge: 'Amount is too large for this token',
  tradeSuccess: 'Trade Executed Successfully!',
  tradeFailed: 'Trade Failed',
  swapSuccess: 'Swap Executed Successfully!',
  swapFailedTitle: 'Swap Failed',
  swapFailedText: 'Failed to execute swap on Jupiter',
  routesFound: 'Routes Found',
  routesErrorTitle: 'Error Finding Routes',
  routesErrorText: 'Failed to find swap routes',
} as const;

const mintField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isValidAddress(v), dexMessages.invalidToken);

/** A ui amount: required, a positive decimal string (thousands separators allowed) or number (the spec's). */
export const uiAmountField = numberOrText(
  z
    .string()
    .trim()
    .min(1, dexMessages.amountRequired)
    .refine((v) => {
      const clean = v.replace(/,/g, '');
      return /^\d+(\.\d+)?$/.test(clean) && Number(clean) > 0;
    }, dexMessages.amountInvalid)
    .transform((v) => v.replace(/,/g, '')),
  dexMessages.amountRequired,
);

/** Slippage in percent, 0.1–50. */
export const slippagePercentField = z.coerce
  .number({ error: dexMessages.slippageRange })
  .min(0.1, dexMessages.slippageRange)
  .max(50, dexMessages.slippageRange);

export const tokenRefSchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  /** An app-served logo (the tracked tokens' icons); absent when the token has none, then initials show. */
  logoUri: z.string().nullable().optional(),
});
export type TokenRef = z.infer<typeof tokenRefSchema>;

export const dexTokenSchema = tokenRefSchema.extend({ priceUsd: z.number().nullable() });
export type DexToken = z.infer<typeof dexTokenSchema>;
export const dexTokensResponseSchema = z.object({ tokens: z.array(dexTokenSchema) });

export const poolSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Pool engine (one of POOL_TYPES). */
  type: z.enum(POOL_TYPES).default(LP_POOL_TYPE),
  tokenA: tokenRefSchema,
  tokenB: tokenRefSchema,
  reserveA: z.string(),
  reserveB: z.string(),
  feeBps: z.number().int(),
  lpMint: z.string(),
  lpSupply: z.string(),
  /** tokenB per tokenA. */
  price: z.number(),
  tvlUsd: z.number().nullable(),
  volume24hUsd: z.number(),
  fees24hUsd: z.number(),
  /** Percent. */
  apr: z.number(),
  /** Percent. */
  priceChange24h: z.number(),
  trades24h: z.number().int(),
});
export type Pool = z.infer<typeof poolSchema>;
export const poolsResponseSchema = z.object({ pools: z.array(poolSchema) });

export const marketInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Where the hop trades: the pool type's venue locally, Jupiter's AMM label on mainnet. */
  venue: z.string(),
  feeBps: z.number().int(),
  /** Percent. */
  fee: z.number(),
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: z.string(),
  outAmount: z.string(),
});
export type MarketInfo = z.infer<typeof marketInfoSchema>;

export const routeSchema = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'two-hop', 'split']),
  inAmount: z.string(),
  outAmount: z.string(),
  uiInAmount: z.string(),
  uiOutAmount: z.string(),
  minimumReceived: z.string(),
  uiMinimumReceived: z.string(),
  /** Percent. */
  priceImpact: z.number(),
  /** Input-token base units. */
  feeAmount: z.string(),
  marketInfos: z.array(marketInfoSchema),
  /** Lamports the swap transaction pays in fees (read from the chain for the message it would send). */
  networkFeeLamports: z.string(),
  /** Lamports of rent for token accounts the swap creates and keeps (0 when they all exist). */
  rentLamports: z.string(),
});
export type Route = z.infer<typeof routeSchema>;

export const quoteRequestSchema = z
  .object({
    inputMint: mintField(dexMessages.selectInputToken),
    outputMint: mintField(dexMessages.selectOutputToken),
    amount: uiAmountField,
    slippage: slippagePercentField.default(DEFAULT_SLIPPAGE_JUPITER),
  })
  .refine((v) => v.inputMint !== v.outputMint, { path: ['outputMint'], message: dexMessages.sameToken });
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export const quoteResponseSchema = z.object({ routes: z.array(routeSchema) });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const raydiumQuoteRequestSchema = z
  .object({
    pair: safeString({ error: dexMessages.pairRequired }).trim().min(1, dexMessages.pairRequired),
    fromToken: mintField(dexMessages.selectPayToken),
    toToken: mintField(dexMessages.selectReceiveToken),
    amount: uiAmountField,
    slippage: slippagePercentField.default(DEFAULT_SLIPPAGE_RAYDIUM),
  })
  .refine((v) => v.fromToken !== v.toToken, { path: ['toToken'], message: dexMessages.sameToken });
export type RaydiumQuoteRequestInput = z.input<typeof raydiumQuoteRequestSchema>;
export type RaydiumQuoteRequest = z.output<typeof raydiumQuoteRequestSchema>;
export const raydiumQuoteResponseSchema = routeSchema.extend({ rate: z.number() });
export type RaydiumQuoteResponse = z.infer<typeof raydiumQuoteResponseSchema>;

/**
 * The minimum received of the quote the user saw, in base units: the plan never signs less, and answers
 * 409 `price_moved` with the new quote when the pools can no longer pay it. Absent (older clients): the
 * minimum is the slippage on the quote at planning.
 */
const quotedMinimumField = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, dexMessages.amountInvalid)
  .optional();

/** POST /api/dex/raydium/amm: slippage is a FRACTION here (0.005 = 0.5%), as the spec's payload says. */
export const raydiumSwapRequestSchema = z
  .object({
    fromToken: mintField(dexMessages.selectPayToken),
    toToken: mintField(dexMessages.selectReceiveToken),
    amount: uiAmountField,
    slippage: z.coerce
      .number({ error: dexMessages.slippageRange })
      .min(0.001, dexMessages.slippageRange)
      .max(0.5, dexMessages.slippageRange)
      .default(DEFAULT_SLIPPAGE_RAYDIUM / 100),
    pair: safeString({ error: dexMessages.pairRequired }).trim().min(1, dexMessages.pairRequired),
    minimumReceived: quotedMinimumField,
  })
  .refine((v) => v.fromToken !== v.toToken, { path: ['toToken'], message: dexMessages.sameToken });
export type RaydiumSwapRequestInput = z.input<typeof raydiumSwapRequestSchema>;
export type RaydiumSwapRequest = z.output<typeof raydiumSwapRequestSchema>;

export const jupiterSwapRequestSchema = z
  .object({
    inputMint: mintField(dexMessages.selectInputToken),
    outputMint: mintField(dexMessages.selectOutputToken),
    amount: uiAmountField,
    slippage: slippagePercentField.default(DEFAULT_SLIPPAGE_JUPITER),
    routeId: safeString({ error: dexMessages.routeExpired }).trim().min(1, dexMessages.routeExpired),
    minimumReceived: quotedMinimumField,
  })
  .refine((v) => v.inputMint !== v.outputMint, { path: ['outputMint'], message: dexMessages.sameToken });
export type JupiterSwapRequestInput = z.input<typeof jupiterSwapRequestSchema>;
export type JupiterSwapRequest = z.output<typeof jupiterSwapRequestSchema>;

/** Summary of a planned swap operation (PlannedOperation.summary). */
export const swapSummarySchema = z.object({
  inAmount: z.string(),
  outAmount: z.string(),
  minimumReceived: z.string(),
  priceImpact: z.number(),
  feeAmount: z.string(),
  pair: z.string(),
});
export type SwapSummary = z.infer<typeof swapSummarySchema>;
/** Operation.result after a confirmed swap. */
export const swapResultSchema = z.object({
  signature: z.string(),
  inAmount: z.string(),
  outAmount: z.string(),
});
export type SwapResult = z.infer<typeof swapResultSchema>;

export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h'] as const;
export const candleQuerySchema = z.object({ interval: z.enum(CANDLE_INTERVALS).default('5m') });
export const candleSchema = z.object({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type Candle = z.infer<typeof candleSchema>;
export const candlesResponseSchema = z.object({ candles: z.array(candleSchema) });

export const tradesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const tradeSchema = z.object({
  signature: z.string(),
  time: z.string(),
  side: z.enum(['buy', 'sell']),
  price: z.number(),
  uiAmountIn: z.string(),
  uiAmountOut: z.string(),
  inputSymbol: z.string(),
  outputSymbol: z.string(),
  wallet: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;
export const tradesResponseSchema = z.object({ trades: z.array(tradeSchema) });
