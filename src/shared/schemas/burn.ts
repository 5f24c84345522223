import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { numberToDecimal } from './decimal-text';
import { plannedOperationSchema } from './operations';
import { safeString } from './text';

export const BURN_TYPES = ['amount', 'percentage', 'all'] as const;
export type BurnType = (typeof BURN_TYPES)[number];
export const BURN_METHODS = ['burn-instruction', 'null-address', 'permanent'] as const;
export type BurnMethod = (typeof BURN_METHODS)[number];
/** Spec §9: burn method default burn-instruction. */
export const DEFAULT_BURN_METHOD: BurnMethod = 'burn-instruction';
/** The incinerator: an address without a private key; tokens sent to its token account are gone. */
export const INCINERATOR_ADDRESS = '1nc1nerator11111111111111111111111111111111';
export const NO_REASON = 'No reason provided';
export const BURN_REASON_MAX = 200;

export const BURN_METHOD_LABELS: Record<BurnMethod, { title: string; description: string }> = {
  'burn-instruction': {
    title: 'Burn Instruction',
    description: 'SPL Burn: the tokens are destroyed and the total supply falls.',
  },
  'null-address': {
    title: 'Null Address',
    description: 'Sends the tokens to the incinerator address; the supply stays, nobody can move them.',
  },
  permanent: {
    title: 'Permanent',
    description: 'Burns your whole balance and closes the token account, returning its rent to you.',
  },
};

export const burnMessages = {
  tokenRequired: 'Token address is required',
  tokenInvalid: 'Invalid token address',
  amountInvalid: 'Amount must be a valid positive number',
  percentageRange: 'Percentage must be between 0 and 100',
  confirmRequired: 'You must confirm the burn operation',
  reasonTooLong: `Reason must be less than ${BURN_REASON_MAX} characters`,
  insufficient: 'Insufficient token balance for this burn',
  noBalance: 'You hold none of this token',
  tooPrecise: 'Amount has more decimal places than the token allows',
  permanentNeedsAll: 'A permanent burn closes the token account, so it must burn your whole balance',
  failedTitle: 'Burn Failed',
  failedDefault: 'Failed to burn tokens',
  verifyFailedTitle: 'Token Verification Failed',
  verifyFailedDefault: 'Unable to verify token address',
  successTitle: 'Tokens Burned',
} as const;

const positiveDecimal = /^\d+(\.\d+)?$/;

/** POST /api/tokens/burn. `amount` is computed on the client from the burn type (spec §7). */
export const burnRequestSchema = z.object({
  tokenAddress: z
    .string({ error: burnMessages.tokenRequired })
    .trim()
    .min(1, { message: burnMessages.tokenRequired, abort: true })
    .refine(isValidAddress, burnMessages.tokenInvalid),
  amount: z
    .union([z.number(), z.string()], { error: burnMessages.amountInvalid })
    .transform((v) => (typeof v === 'number' ? numberToDecimal(v) : v.trim()))
    .refine((v) => positiveDecimal.test(v) && /[1-9]/.test(v), burnMessages.amountInvalid),
  burnType: z.enum(BURN_TYPES).default('amount'),
  percentage: z
    .number()
    .min(0, burnMessages.percentageRange)
    .max(100, burnMessages.percentageRange)
    .optional(),
  method: z.enum(BURN_METHODS).default(DEFAULT_BURN_METHOD),
  reason: safeString().max(BURN_REASON_MAX, burnMessages.reasonTooLong).default(''),
  confirmBurn: z.literal(true, { error: burnMessages.confirmRequired }),
});
export type BurnRequestInput = z.input<typeof burnRequestSchema>;
export type BurnRequest = z.output<typeof burnRequestSchema>;

export const burnPlanSchema = plannedOperationSchema.extend({ burnId: z.string() });
export type BurnPlan = z.infer<typeof burnPlanSchema>;

export const burnRecordSchema = z.object({
  id: z.string(),
  tokenAddress: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  method: z.enum(BURN_METHODS),
  burnType: z.enum(BURN_TYPES),
  /** Burned amount as a decimal string (ui units). */
  amount: z.string(),
  /** Share of the wallet's balance burned, and share of the supply before the burn (0–100). */
  balancePercentage: z.number(),
  supplyPercentage: z.number(),
  supplyBefore: z.string(),
  supplyAfter: z.string().nullable(),
  reason: z.string(),
  status: z.enum(['pending', 'confirmed', 'failed']),
  txHash: z.string().nullable(),
  gasUsed: z.string().nullable(),
  rentReturned: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type BurnRecord = z.infer<typeof burnRecordSchema>;
export const burnListSchema = z.object({ burns: z.array(burnRecordSchema) });

export const burnStatsSchema = z.object({
  totalBurns: z.number().int(),
  tokensAffected: z.number().int(),
  /** Network fees of confirmed burns, SOL. */
  feesSol: z.string(),
  /** Rent returned by permanent burns (closed accounts), SOL. */
  rentReclaimedSol: z.string(),
});
export type BurnStats = z.infer<typeof burnStatsSchema>;

/** Base units a burn type means for a balance; percentages keep two decimals and round down. */
export function burnUnitsFor(
  type: BurnType,
  balance: bigint,
  amountUnits: bigint,
  percentage: number,
): bigint {
  if (type === 'all') return balance;
  if (type === 'percentage') {
    const basisPoints = BigInt(Math.round(Math.min(Math.max(percentage, 0), 100) * 100));
    return (balance * basisPoints) / 10_000n;
  }
  return amountUnits;
}
