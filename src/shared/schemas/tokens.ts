import { z } from 'zod';
import { parseUiAmount, stripThousands, U64_MAX } from '../solana/amounts';

export const TOKEN_DECIMAL_CHOICES = [6, 9, 18] as const;
export const DEFAULT_DECIMALS = 9;

export const tokenMessages = {
  nameRequired: 'Token name is required',
  nameTooLong: 'Token name must be less than 50 characters',
  symbolRequired: 'Token symbol is required',
  symbolTooLong: 'Token symbol must be less than 10 characters',
  supplyRequired: 'Total supply is required',
  supplyInvalid: 'Total supply must be a valid number',
  supplyTooLarge: 'Total supply is too large for the chosen decimals',
  descriptionTooLong: 'Description must be less than 500 characters',
  invalidFileTitle: 'Invalid File Type',
  invalidFileText: 'Please upload a JSON file for token metadata.',
  fileUploaded: 'Metadata File Uploaded',
  created: 'Token Created Successfully!',
  failedTitle: 'Token Creation Failed',
  failedDefault: 'Failed to create token. Please try again.',
} as const;

const metadataSchema = z.record(z.string(), z.unknown());

/** The creation form and POST /api/tokens/create body (totalSupply may carry thousands separators). */
export const tokenCreateSchema = z
  .object({
    name: z.string().trim().min(1, tokenMessages.nameRequired).max(50, tokenMessages.nameTooLong),
    symbol: z
      .string()
      .trim()
      .min(1, tokenMessages.symbolRequired)
      .max(10, tokenMessages.symbolTooLong)
      .transform((s) => s.toUpperCase()),
    decimals: z.coerce.number().int().min(0).max(18).default(DEFAULT_DECIMALS),
    totalSupply: z
      .string()
      .trim()
      .min(1, tokenMessages.supplyRequired)
      .refine((v) => {
        const n = Number(stripThousands(v));
        return Number.isFinite(n) && n > 0;
      }, tokenMessages.supplyInvalid)
      .transform(stripThousands),
    description: z.string().max(500, tokenMessages.descriptionTooLong).default(''),
    metadata: metadataSchema.nullish(),
    revokeMintAuthority: z.boolean().default(false),
    revokeFreezeAuthority: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const n = Number(v.totalSupply);
    if (!Number.isFinite(n) || n <= 0) return; // already reported by the field rule
    const units = parseUiAmount(v.totalSupply, v.decimals);
    if (units === null || units === 0n) {
      ctx.addIssue({ code: 'custom', path: ['totalSupply'], message: tokenMessages.supplyInvalid });
    } else if (units > U64_MAX) {
      ctx.addIssue({ code: 'custom', path: ['totalSupply'], message: tokenMessages.supplyTooLarge });
    }
  });
export type TokenCreateInput = z.input<typeof tokenCreateSchema>;
export type TokenCreateRequest = z.output<typeof tokenCreateSchema>;

export const tokenCostEstimateSchema = z.object({
  lamports: z.string(),
  sol: z.string(),
  breakdown: z.object({ mintRent: z.string(), tokenAccountRent: z.string(), networkFee: z.string() }),
});
export type TokenCostEstimate = z.infer<typeof tokenCostEstimateSchema>;

export const tokenSchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  totalSupply: z.string(),
  description: z.string(),
  metadataUri: z.string(),
  mintAuthorityRevoked: z.boolean(),
  freezeAuthorityRevoked: z.boolean(),
  signature: z.string().nullable(),
  createdAt: z.string(),
});
export type Token = z.infer<typeof tokenSchema>;
export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });
