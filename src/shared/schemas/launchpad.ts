import { z } from 'zod';
import { CURVE_KINDS } from '../math/bonding-curve';
import { isValidAddress } from '../solana/address';
import { parseUiAmount, U64_MAX } from '../solana/amounts';
import { slippagePercentField } from './dex';
import { plannedOperationSchema } from './operations';
import { safeString } from './text';

/**
 * Curve trades' slippage tolerance in percent (the swap screens' field and bounds, 0.1–50). A launch moves
 * fast, so the default is wider than the swap screens' 0.5–1 %: 3 %, one of the presets; a body without
 * `slippage` (an older client) trades at it.
 */
export const DEFAULT_CURVE_SLIPPAGE = 3;
export const CURVE_SLIPPAGE_PRESETS = [1, 3, 5, 10] as const;
const curveSlippageField = slippagePercentField.default(DEFAULT_CURVE_SLIPPAGE);

/** The `error` codes of a curve trade's refusals: moved beyond the tolerance (with the new quote), sold out. */
export const CURVE_PRICE_MOVED_CODE = 'curve_price_moved';
export const CURVE_SOLD_OUT_CODE = 'curve_sold_out';

export const launchpadMessages = {
  nameRequired: 'Token name is required',
  nameTooLong: 'Token name must be less than 32 characters',
  symbolRequired: 'Token symbol is required',
  symbolTooLong: 'Token symbol must be less than 10 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
  urlInvalid: 'Please enter a valid URL',
  liquidityRequired: 'Initial liquidity is required',
  amountInvalid: 'Amount must be a valid positive number',
  tooPrecise: 'Amount has more decimal places than allowed',
  curveInvalid: 'Bonding curve must be standard, exponential or logarithmic',
  tokenInvalid: 'Invalid token address',
  notFound: 'Launch not found',
  notLive: 'This launch is not trading on its curve',
  soldOut: 'The curve has sold out: this token now trades in its pool',
  fewerThanMinimum:
    'Fewer tokens are left on the curve than the minimum you accepted. Review the new quote and try again.',
  nothingToSell: 'You hold none of this token',
  insufficient: 'Insufficient token balance',
  /** The Buy button's label when the amount is over the wallet's SOL, and the plan's refusal of it. */
  insufficientSol: 'Insufficient SOL balance',
  tooSmall: 'Amount is too small to trade',
  priceMoved:
    'The curve moved beyond your slippage tolerance since your quote. Review the new quote and try again.',
  /** The name, symbol and metadata address go on chain in the launch transaction; the rest is off chain. */
  nameTooLongForChain: (overBy: number) =>
    `The token name and symbol do not fit in the launch transaction: shorten them by at least ${overBy} characters in total (letters outside A–Z may count double). The description and links are stored off chain and do not count.`,
  launchTooLarge: (overBy: number) =>
    `The launch transaction is ${overBy} bytes over the Solana limit even with a one-letter name and symbol: set the priority fee in Settings to Auto and try again.`,
  launchFailedTitle: 'Launch Failed',
  launchFailedDefault: 'Failed to launch token on Pump.fun',
  tradeFailedTitle: 'Trade Failed',
} as const;

/**
 * The minimum received of the quote the user saw (tokens for a buy, lamports after the fee for a sell), in
 * base units: the plan never signs less, and answers 409 `curve_price_moved` with the new quote when the
 * curve can no longer pay it. Absent (older clients): the minimum is the slippage on the quote at planning.
 */
const quotedMinimumField = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, launchpadMessages.amountInvalid)
  .optional();

/** SOL amounts (9 decimals) up to u64, as decimal strings. */
const amountField = (decimals: number, required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toString() : '') : v.trim()))
    .refine((v) => v.length > 0, { message: required, abort: true })
    .refine((v) => /^\d+(\.\d+)?$/.test(v.replace(/,/g, '')), {
      message: launchpadMessages.amountInvalid,
      abort: true,
    })
    .refine((v) => parseUiAmount(v, decimals) !== null, {
      message: launchpadMessages.tooPrecise,
      abort: true,
    })
    .refine(
      (v) => {
        const units = parseUiAmount(v, decimals) ?? 0n;
        return units > 0n && units <= U64_MAX;
      },
      { message: launchpadMessages.amountInvalid },
    );

const optionalUrl = safeString()
  .trim()
  .max(200, launchpadMessages.urlInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), launchpadMessages.urlInvalid)
  .default('');

export const launchTokenDataSchema = z.object({
  tokenName: safeString({ error: launchpadMessages.nameRequired })
    .trim()
    .min(1, { message: launchpadMessages.nameRequired, abort: true })
    .max(32, launchpadMessages.nameTooLong),
  tokenSymbol: safeString({ error: launchpadMessages.symbolRequired })
    .trim()
    .min(1, { message: launchpadMessages.symbolRequired, abort: true })
    .max(10, launchpadMessages.symbolTooLong)
    .transform((v) => v.toUpperCase()),
  description: safeString({ error: launchpadMessages.descriptionTooShort })
    .trim()
    .min(10, { message: launchpadMessages.descriptionTooShort, abort: true })
    .max(500, launchpadMessages.descriptionTooLong),
  socialLinks: z
    .object({ twitter: optionalUrl, telegram: optionalUrl, website: optionalUrl })
    .default({ twitter: '', telegram: '', website: '' }),
  imageUrl: optionalUrl,
  /** SOL the creator spends on the first buy, in the launch transaction itself. */
  initialLiquidity: amountField(9, launchpadMessages.liquidityRequired),
  bondingCurve: z.enum(CURVE_KINDS, { error: launchpadMessages.curveInvalid }),
});
export type LaunchTokenDataInput = z.input<typeof launchTokenDataSchema>;
export type LaunchTokenData = z.output<typeof launchTokenDataSchema>;

const mintField = z
  .string({ error: launchpadMessages.tokenInvalid })
  .trim()
  .refine(isValidAddress, launchpadMessages.tokenInvalid);

/** Spec §7: POST /api/dex/pump-fun with `action`; buy takes SOL to spend, sell takes tokens to sell. */
export const pumpFunRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), tokenData: launchTokenDataSchema }),
  z.object({
    action: z.literal('buy'),
    mint: mintField,
    amount: amountField(9, launchpadMessages.amountInvalid),
    slippage: curveSlippageField,
    minimumReceived: quotedMinimumField,
  }),
  z.object({
    action: z.literal('sell'),
    mint: mintField,
    amount: amountField(6, launchpadMessages.amountInvalid),
    slippage: curveSlippageField,
    minimumReceived: quotedMinimumField,
  }),
]);
export type PumpFunRequest = z.output<typeof pumpFunRequestSchema>;

export const launchQuoteRequestSchema = z.object({
  mint: mintField,
  side: z.enum(['buy', 'sell']),
  amount: z.string().max(40),
  slippage: curveSlippageField,
});

/** Quote of a curve trade: base units as strings. */
export const curveQuoteSchema = z.object({
  side: z.enum(['buy', 'sell']),
  tokens: z.string(),
  /** Lamports into (buy) or out of (sell) the curve, before the fee. */
  lamports: z.string(),
  feeLamports: z.string(),
  /** Buy: what the wallet pays in all; sell: what it receives. */
  totalLamports: z.string(),
  priceAfterSol: z.number(),
  progressAfter: z.number(),
  /** At the tolerance: the fewest tokens (buy) or lamports after the fee (sell) the wallet signs for. */
  minimumReceived: z.string(),
  slippage: z.number(),
});
export type CurveQuote = z.infer<typeof curveQuoteSchema>;

export const LAUNCH_STATUSES = ['pending', 'live', 'graduating', 'graduated', 'failed'] as const;
export type LaunchStatus = (typeof LAUNCH_STATUSES)[number];

export const launchSummarySchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  socialLinks: z.object({ twitter: z.string(), telegram: z.string(), website: z.string() }),
  curve: z.enum(CURVE_KINDS),
  creator: z.string(),
  status: z.enum(LAUNCH_STATUSES),
  badge: z.enum(['Live', 'Presale']),
  /** Tokens sold off the curve and lamports raised (base units). */
  sold: z.string(),
  raised: z.string(),
  progress: z.number(),
  priceSol: z.number(),
  marketCapSol: z.number(),
  trades: z.number().int(),
  volumeSol: z.number(),
  poolId: z.string().nullable(),
  createdAt: z.string(),
});
export type LaunchSummary = z.infer<typeof launchSummarySchema>;

export const launchTradeSchema = z.object({
  signature: z.string(),
  wallet: z.string(),
  side: z.enum(['buy', 'sell']),
  tokens: z.string(),
  lamports: z.string(),
  feeLamports: z.string(),
  priceSol: z.number(),
  executedAt: z.string(),
});
export type LaunchTrade = z.infer<typeof launchTradeSchema>;

export const launchDetailSchema = launchSummarySchema.extend({
  tokenVault: z.string(),
  solVault: z.string(),
  holders: z.array(z.object({ owner: z.string(), amount: z.string(), percent: z.number() })),
  recentTrades: z.array(launchTradeSchema),
  graduationSignature: z.string().nullable(),
});
export type LaunchDetail = z.infer<typeof launchDetailSchema>;

export const launchStatsSchema = z.object({
  launches: z.number().int(),
  graduated: z.number().int(),
  volumeSol: z.number(),
  traders: z.number().int(),
});
export type LaunchStats = z.infer<typeof launchStatsSchema>;

export const launchPlanSchema = plannedOperationSchema.extend({ mint: z.string() });
export type LaunchPlan = z.infer<typeof launchPlanSchema>;

/** POST /api/dex/pump-fun: a launch's plan names its new mint; a curve trade's does not. */
export const pumpFunPlanSchema = z.union([launchPlanSchema, plannedOperationSchema]);

export const launchListSchema = z.object({ launches: z.array(launchSummarySchema) });

/** A launch with its price after each recorded trade, oldest first (the chart). */
export const launchDetailWithChartSchema = launchDetailSchema.extend({
  chart: z.array(z.object({ t: z.string(), price: z.number() })),
});
export type LaunchDetailWithChart = z.infer<typeof launchDetailWithChartSchema>;

/** The token's off-chain metadata JSON (its metadata URI), as wallets and explorers read it. */
export const launchMetadataSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.string().optional(),
  extensions: z.object({ twitter: z.string(), telegram: z.string(), website: z.string() }),
  properties: z.object({ curve: z.string(), platform: z.string() }),
});
export type LaunchMetadata = z.infer<typeof launchMetadataSchema>;
