import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { stripThousands } from '../solana/amounts';
import { plannedOperationSchema } from './operations';

/** One engine, three screens: SPL multisend (/multisender), SOL (/sol-distribution), token airdrop (/token-distribution). */
export const batchKindSchema = z.enum(['multisend', 'sol', 'token']);
export type BatchKind = z.infer<typeof batchKindSchema>;

export const MAX_RECIPIENTS = 1000;
export const GAS_MULTIPLIER_CHOICES = [
  { value: 1, label: '1x Normal' },
  { value: 1.5, label: '1.5x Fast' },
  { value: 2, label: '2x Turbo' },
] as const;

export const multisendMessages = {
  amountInvalid: 'Amount must be a valid positive number',
  recipientRequired: 'At least one recipient is required',
  addressRequired: 'At least one address is required',
  tokenRequired: 'Token address is required',
  noValidRecipients: 'No Valid Recipients',
  noValidAddresses: 'No Valid Addresses',
  tooManyTitle: 'Too Many Recipients',
  tooMany: 'Maximum 1000 recipients allowed per batch',
  missingCustom: 'Missing Custom Amounts',
  tokenNotVerifiedTitle: 'Token Not Verified',
  tokenNotVerified: 'Please verify the token address first',
  gasMultiplier: 'Gas multiplier must be between 1 and 5',
  percentagesSum: 'Percentages must add up to exactly 100',
  multisendFailedTitle: 'Multisend Failed',
  multisendFailed: 'Failed to start bulk transfer',
  distributionFailedTitle: 'Distribution Failed',
  solFailed: 'Failed to start SOL distribution',
  tokenFailed: 'Failed to start token distribution',
  verifyFailedTitle: 'Token Verification Failed',
  verifyFailed: 'Unable to verify token address',
  invalidAddress: (n: number, value: string) => `Recipient ${n}: ${value} is not a valid address`,
  missingAmountFor: (n: number, address: string) => `Recipient ${n}: ${address} has no amount`,
  invalidAmountFor: (n: number, address: string) => `Recipient ${n}: ${address} has an invalid amount`,
  insufficient: (need: string, have: string, symbol: string) =>
    `Insufficient balance: the batch needs ${need} ${symbol} but the wallet holds ${have} ${symbol}`,
  belowRentExempt: (n: number, address: string, min: string) =>
    `Recipient ${n}: ${address} is a new account and must receive at least ${min} SOL (rent-exempt minimum)`,
  amountTooSmall: (n: number, address: string) => `Recipient ${n}: ${address} would receive 0 base units`,
} as const;

export const sendTypeSchema = z.enum(['equal', 'custom', 'percentage']);
export type SendType = z.infer<typeof sendTypeSchema>;
export const prioritySchema = z.enum(['low', 'medium', 'high']);
export type Priority = z.infer<typeof prioritySchema>;

const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;
export const isPositiveDecimal = (v: string) => POSITIVE_DECIMAL.test(v) && /[1-9]/.test(v);

/** A number or a decimal string ("1,000.5"), normalised to a plain decimal string. */
const uiAmountSchema = z
  .union([z.number(), z.string()], { error: multisendMessages.amountInvalid })
  .transform((v) => (typeof v === 'number' ? numberToDecimal(v) : stripThousands(v)))
  .refine(isPositiveDecimal, multisendMessages.amountInvalid);

function numberToDecimal(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const customAmountsSchema = z
  .record(z.string(), z.union([z.number(), z.string()]))
  .transform((m) =>
    Object.fromEntries(
      Object.entries(m).map(([k, v]) => [
        k.trim(),
        typeof v === 'number' ? numberToDecimal(v) : stripThousands(v),
      ]),
    ),
  )
  .optional();

const common = {
  totalAmount: uiAmountSchema.optional(),
  gasMultiplier: z.coerce
    .number({ error: multisendMessages.gasMultiplier })
    .min(1, multisendMessages.gasMultiplier)
    .max(5, multisendMessages.gasMultiplier)
    .default(1),
  priority: prioritySchema.default('medium'),
  /** UI amounts per address for `custom`; percents per address for `percentage`. */
  customAmounts: customAmountsSchema,
};

function checkList(
  list: string[],
  type: SendType,
  total: string | undefined,
  requiredMessage: string,
  ctx: z.RefinementCtx,
  path: string,
) {
  if (list.length === 0) ctx.addIssue({ code: 'custom', path: [path], message: requiredMessage });
  list.forEach((value, i) => {
    if (!isValidAddress(value)) {
      ctx.addIssue({ code: 'custom', path: [path], message: multisendMessages.invalidAddress(i + 1, value) });
    }
  });
  if (type !== 'custom' && total === undefined) {
    ctx.addIssue({ code: 'custom', path: ['totalAmount'], message: multisendMessages.amountInvalid });
  }
}

const addressList = z.array(z.string().trim()).default([]);

/** POST /api/multisender (and /preview). */
export const multisendRequestSchema = z
  .object({
    tokenAddress: z
      .string({ error: multisendMessages.tokenRequired })
      .trim()
      .min(1, multisendMessages.tokenRequired),
    sendType: sendTypeSchema.default('equal'),
    recipients: addressList,
    ...common,
  })
  .superRefine((v, ctx) => {
    if (!isValidAddress(v.tokenAddress)) {
      ctx.addIssue({ code: 'custom', path: ['tokenAddress'], message: multisendMessages.verifyFailed });
    }
    if (v.recipients.length > MAX_RECIPIENTS) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: multisendMessages.tooMany });
      return;
    }
    checkList(
      v.recipients,
      v.sendType,
      v.totalAmount,
      multisendMessages.recipientRequired,
      ctx,
      'recipients',
    );
  });
export type MultisendRequestInput = z.input<typeof multisendRequestSchema>;
export type MultisendRequest = z.output<typeof multisendRequestSchema>;

/** POST /api/wallet/distribute-sol (and /preview). */
export const distributeSolRequestSchema = z
  .object({ type: sendTypeSchema.default('equal'), addresses: addressList, ...common })
  .superRefine((v, ctx) =>
    checkList(v.addresses, v.type, v.totalAmount, multisendMessages.addressRequired, ctx, 'addresses'),
  );
export type DistributeSolRequestInput = z.input<typeof distributeSolRequestSchema>;
export type DistributeSolRequest = z.output<typeof distributeSolRequestSchema>;

/** POST /api/wallet/distribute-tokens (and /preview). */
export const distributeTokensRequestSchema = z
  .object({
    tokenAddress: z
      .string({ error: multisendMessages.tokenRequired })
      .trim()
      .min(1, multisendMessages.tokenRequired),
    type: sendTypeSchema.default('equal'),
    addresses: addressList,
    ...common,
  })
  .superRefine((v, ctx) => {
    if (!isValidAddress(v.tokenAddress)) {
      ctx.addIssue({ code: 'custom', path: ['tokenAddress'], message: multisendMessages.verifyFailed });
    }
    checkList(v.addresses, v.type, v.totalAmount, multisendMessages.addressRequired, ctx, 'addresses');
  });
export type DistributeTokensRequestInput = z.input<typeof distributeTokensRequestSchema>;
export type DistributeTokensRequest = z.output<typeof distributeTokensRequestSchema>;

/** The three request shapes reduced to one for the engine. */
export interface BatchRequest {
  kind: BatchKind;
  tokenAddress: string | null;
  type: SendType;
  totalAmount: string | undefined;
  recipients: string[];
  gasMultiplier: number;
  priority: Priority;
  customAmounts: Record<string, string> | undefined;
}

export function toBatchRequest(
  kind: BatchKind,
  body: MultisendRequest | DistributeSolRequest | DistributeTokensRequest,
): BatchRequest {
  const base = {
    kind,
    totalAmount: body.totalAmount,
    gasMultiplier: body.gasMultiplier,
    priority: body.priority,
    customAmounts: body.customAmounts,
  };
  if ('recipients' in body)
    return { ...base, tokenAddress: body.tokenAddress, type: body.sendType, recipients: body.recipients };
  const tokenAddress = 'tokenAddress' in body ? body.tokenAddress : null;
  return { ...base, tokenAddress, type: body.type, recipients: body.addresses };
}

export const batchTokenSchema = z.object({
  address: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
});
export type BatchToken = z.infer<typeof batchTokenSchema>;

/** A recipient the preview set aside: its place in the list, what was typed, and why it cannot be paid. */
export const invalidRecipientSchema = z.object({
  index: z.number().int(),
  value: z.string(),
  reason: z.string(),
});
export type InvalidRecipient = z.infer<typeof invalidRecipientSchema>;

export const batchPreviewSchema = z.object({
  recipients: z.array(
    z.object({ address: z.string(), amount: z.string(), uiAmount: z.string(), needsAccount: z.boolean() }),
  ),
  merged: z.array(z.object({ address: z.string(), count: z.number().int() })),
  invalid: z.array(invalidRecipientSchema),
  token: batchTokenSchema.nullable(),
  totalAmount: z.string(),
  uiTotalAmount: z.string(),
  remainderRule: z.string(),
  transactionCount: z.number().int(),
  newAccounts: z.number().int(),
  networkFeeLamports: z.string(),
  rentLamports: z.string(),
  priorityFeeLamports: z.string(),
  totalCostLamports: z.string(),
  estimatedSeconds: z.number(),
  senderBalance: z.string(),
  uiSenderBalance: z.string(),
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

/** A batch of this wallet that sent the same recipients and amounts within the hour. */
export const recentDuplicateSchema = z.object({
  batchId: z.string(),
  startTime: z.string(),
  status: z.string(),
});
export type RecentDuplicate = z.infer<typeof recentDuplicateSchema>;
/** How far back a repeat send asks for confirmation. */
export const DUPLICATE_WINDOW_MS = 60 * 60 * 1000;

/** The preview endpoint's answer: the plan's figures and the repeat it would be, if any. */
export const batchPreviewResponseSchema = batchPreviewSchema.extend({
  recentDuplicate: recentDuplicateSchema.nullable(),
});
export type BatchPreviewResponse = z.infer<typeof batchPreviewResponseSchema>;

export const batchActionMessages = {
  notAwaiting: 'Only a batch awaiting signature can be cancelled',
  notResumable: 'Only a batch awaiting signature or expired before signing can be resumed',
  cancelled: 'Cancelled before signing',
  replaced: 'Replaced by a fresh plan when the batch was resumed',
  nothingToResume: 'This batch has no unsent recipients to resume',
} as const;

export const batchPlanSchema = plannedOperationSchema.extend({
  batchId: z.string(),
  totalTransactions: z.number().int(),
  /** SOL decimal string: network + priority fees + rent for new accounts. */
  estimatedCost: z.string(),
});
export type BatchPlan = z.infer<typeof batchPlanSchema>;

/**
 * `awaiting_signature`: planned, the wallet has not signed yet (Resume or Cancel); `expired`: it never
 * signed before the blockhash ran out; `cancelled`: the wallet cancelled it. Neither sent anything.
 */
export const batchStatusSchema = z.enum([
  'awaiting_signature',
  'processing',
  'completed',
  'partial',
  'failed',
  'expired',
  'cancelled',
]);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

export const batchRecordSchema = z.object({
  id: z.string(),
  kind: batchKindSchema,
  token: batchTokenSchema.nullable(),
  totalAmount: z.string(),
  uiTotalAmount: z.string(),
  recipientCount: z.number().int(),
  status: batchStatusSchema,
  completedTxs: z.number().int(),
  totalTxs: z.number().int(),
  successfulRecipients: z.number().int(),
  failedRecipients: z.number().int(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  gasUsed: z.string(),
  operationIds: z.array(z.string()),
});
export type BatchRecord = z.infer<typeof batchRecordSchema>;

export const recipientStatusSchema = z.enum(['pending', 'confirmed', 'failed']);
export const batchDetailSchema = batchRecordSchema.extend({
  recipients: z.array(
    z.object({
      address: z.string(),
      amount: z.string(),
      uiAmount: z.string(),
      status: recipientStatusSchema,
      signature: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const batchKindQuerySchema = z.object({ kind: batchKindSchema.optional() });

/** `:id` of the batch routes: any text (one that is not a batch id is answered 404, as an unknown id). */
export const batchIdParamsSchema = z.object({ id: z.string() });

export const BATCH_PAGE_DEFAULT = 20;
export const BATCH_PAGE_MAX = 100;
/** `<start time, ISO with microseconds>|<batch id>` of the last batch of the previous page. */
const BATCH_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A real calendar time (no 31 February), so the database never sees a date it cannot read. */
const realTime = (v: string) => {
  const time = BATCH_CURSOR.exec(v)?.[1] ?? '';
  const parsed = new Date(time);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === time.slice(0, 19);
};

export const batchCursorSchema = z
  .string()
  .regex(BATCH_CURSOR, 'Invalid cursor')
  .refine(realTime, 'Invalid cursor')
  .transform((v) => {
    const [, startTime = '', id = ''] = BATCH_CURSOR.exec(v) ?? [];
    return { startTime, id };
  });
export type BatchCursor = z.output<typeof batchCursorSchema>;

/** GET /api/batches?kind=&limit=&cursor= — newest first, `nextCursor` continues after this page. */
export const batchListQuerySchema = batchKindQuerySchema.extend({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${BATCH_PAGE_MAX}` })
    .int(`Limit must be a whole number from 1 to ${BATCH_PAGE_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${BATCH_PAGE_MAX}`)
    .max(BATCH_PAGE_MAX, `Limit must be a whole number from 1 to ${BATCH_PAGE_MAX}`)
    .default(BATCH_PAGE_DEFAULT),
  cursor: batchCursorSchema.optional(),
});
export type BatchListQuery = z.output<typeof batchListQuerySchema>;

export const batchListSchema = z.object({
  batches: z.array(batchRecordSchema),
  nextCursor: z.string().nullable(),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const batchStatsSchema = z.object({
  totalBatches: z.number().int(),
  totalRecipients: z.number().int(),
  successfulRecipients: z.number().int(),
  successRate: z.number(),
  gasUsedLamports: z.string(),
  gasSavedLamports: z.string(),
});
export type BatchStats = z.infer<typeof batchStatsSchema>;

/** The CSV template offered for download on all three screens. */
export const CSV_TEMPLATE = 'address,amount\n11111111111111111111111111111112,100\n';

type BatchRequestSchema =
  typeof multisendRequestSchema | typeof distributeSolRequestSchema | typeof distributeTokensRequestSchema;
/** The plan's fields before its list and totals are checked together. */
type BatchRequestFields = MultisendRequest | DistributeSolRequest | DistributeTokensRequest;

/**
 * A preview's body: the plan's, except that bad addresses are set aside (listed beside the figures, so the
 * form can show them) instead of refusing the request; the rest is checked exactly as the plan checks it.
 */
export function batchPreviewBodySchema<S extends BatchRequestSchema>(plan: S) {
  return z.object(plan.shape).transform((fields: BatchRequestFields, ctx) => {
    const listed = 'recipients' in fields ? fields.recipients : fields.addresses;
    const invalid: InvalidRecipient[] = [];
    const kept = listed.filter((value, index) => {
      if (isValidAddress(value)) return true;
      invalid.push({ index, value, reason: multisendMessages.invalidAddress(index + 1, value) });
      return false;
    });
    const checked = plan.safeParse(
      'recipients' in fields ? { ...fields, recipients: kept } : { ...fields, addresses: kept },
    );
    if (!checked.success) {
      for (const { path, message } of checked.error.issues) ctx.addIssue({ code: 'custom', path, message });
      return z.NEVER;
    }
    return { request: checked.data as z.output<S>, invalid };
  });
}
