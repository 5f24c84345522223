import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { parseUiAmount, stripThousands, U64_MAX } from '../solana/amounts';
import { CONTROL_CHARACTERS_MESSAGE, isSafeJson, safeString } from './text';

export const TOKEN_DECIMAL_CHOICES = [6, 9, 18] as const;
export const DEFAULT_DECIMALS = 9;
export const MAX_DECIMALS = 18;

export const tokenMessages = {
  nameRequired: 'Token name is required',
  nameTooLong: 'Token name must be less than 50 characters',
  symbolRequired: 'Token symbol is required',
  symbolTooLong: 'Token symbol must be less than 10 characters',
  supplyRequired: 'Total supply is required',
  supplyInvalid: 'Total supply must be a valid number',
  supplyTooLarge: 'Total supply is too large for the chosen decimals',
  descriptionTooLong: 'Description must be less than 500 characters',
  decimalsInvalid: `Decimals must be a whole number from 0 to ${MAX_DECIMALS}`,
  invalidFileTitle: 'Invalid File Type',
  invalidFileText: 'Please upload a JSON file for token metadata.',
  fileUploaded: 'Metadata File Uploaded',
  created: 'Token Created Successfully!',
  failedTitle: 'Token Creation Failed',
  failedDefault: 'Failed to create token. Please try again.',
} as const;

function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The metadata file as an object (the app's form) or as the JSON text of the uploaded file (spec §3). */
const metadataSchema = z.preprocess(
  jsonText,
  z
    .record(z.string(), z.unknown(), { error: tokenMessages.invalidFileText })
    .refine(isSafeJson, CONTROL_CHARACTERS_MESSAGE),
);
const decimalsOk = (d: number) => Number.isInteger(d) && d >= 0 && d <= MAX_DECIMALS;

/** The creation form and POST /api/tokens/create body (totalSupply may carry thousands separators). */
export const tokenCreateSchema = z
  .object({
    name: safeString({ error: tokenMessages.nameRequired })
      .trim()
      .min(1, tokenMessages.nameRequired)
      .max(50, tokenMessages.nameTooLong),
    symbol: safeString({ error: tokenMessages.symbolRequired })
      .trim()
      .min(1, tokenMessages.symbolRequired)
      .max(10, tokenMessages.symbolTooLong)
      .transform((s) => s.toUpperCase()),
    decimals: z.coerce
      .number({ error: tokenMessages.decimalsInvalid })
      .refine(decimalsOk, { message: tokenMessages.decimalsInvalid, abort: true })
      .default(DEFAULT_DECIMALS),
    totalSupply: safeString({ error: tokenMessages.supplyRequired })
      .trim()
      .min(1, tokenMessages.supplyRequired)
      .refine((v) => {
        const n = Number(stripThousands(v));
        return Number.isFinite(n) && n > 0;
      }, tokenMessages.supplyInvalid)
      .transform(stripThousands),
    description: safeString().max(500, tokenMessages.descriptionTooLong).default(''),
    metadata: metadataSchema.nullish(),
    revokeMintAuthority: z.boolean().default(false),
    revokeFreezeAuthority: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const n = Number(v.totalSupply);
    // Already reported by the field rules; 10n ** decimals must never see an out-of-range exponent.
    if (!Number.isFinite(n) || n <= 0 || !decimalsOk(v.decimals)) return;
    const units = parseUiAmount(v.totalSupply, v.decimals);
    if (units === null || units === 0n) {
      ctx.addIssue({ code: 'custom', path: ['totalSupply'], message: tokenMessages.supplyInvalid });
    } else if (units > U64_MAX) {
      ctx.addIssue({ code: 'custom', path: ['totalSupply'], message: tokenMessages.supplyTooLarge });
    }
  });
export type TokenCreateInput = z.input<typeof tokenCreateSchema>;
export type TokenCreateRequest = z.output<typeof tokenCreateSchema>;

/** GET /api/tokens/estimate: the name's and symbol's lengths the metadata account is sized for. */
export const tokenEstimateQuerySchema = z.object({
  nameLength: z.coerce.number().int().min(1).max(50).default(32),
  symbolLength: z.coerce.number().int().min(1).max(10).default(10),
});
export const tokenMetadataParamsSchema = z.object({ file: z.string() });

export const revokeMessages = {
  mintInvalid: 'Invalid token address',
  nothingChosen: 'Choose the mint authority, the freeze authority or both',
  alreadyRevoked: (which: string) => `The ${which} authority of this token is already revoked`,
  notAuthority: (which: string) =>
    `This wallet is not the token's ${which} authority, so it cannot revoke it. Connect the wallet that holds it.`,
  revoked: 'Authorities Revoked',
  failedTitle: 'Revoke Failed',
} as const;

export const revokeAuthoritiesParamsSchema = z.object({
  mint: z.string({ error: revokeMessages.mintInvalid }).refine(isValidAddress, revokeMessages.mintInvalid),
});

/** POST /api/tokens/:mint/revoke-authorities: which authorities to set to none, for good. */
export const revokeAuthoritiesSchema = z
  .object({
    mintAuthority: z.boolean().default(false),
    freezeAuthority: z.boolean().default(false),
  })
  .refine((v) => v.mintAuthority || v.freezeAuthority, revokeMessages.nothingChosen);
export type RevokeAuthoritiesRequest = z.output<typeof revokeAuthoritiesSchema>;

export const updateMetadataMessages = {
  noMetadata: 'This token has no on-chain metadata to update',
  authorityRemoved: "The metadata update authority of this token was removed, so its name and symbol can't change",
  notAuthority:
    "This wallet is not the token's metadata update authority, so it cannot update it. Connect the wallet that holds it.",
  unchanged: 'The name and symbol are already these',
  updated: 'Metadata Updated',
  failedTitle: 'Update Failed',
} as const;

/** POST /api/tokens/:mint/metadata: the new on-chain name and symbol (the creation form's rules). */
export const updateMetadataSchema = z.object({
  name: tokenCreateSchema.shape.name,
  symbol: tokenCreateSchema.shape.symbol,
});
export type UpdateMetadataInput = z.input<typeof updateMetadataSchema>;
export type UpdateMetadataRequest = z.output<typeof updateMetadataSchema>;
/** The off-chain metadata JSON of a token launched here: the uploaded document with the launch's fields. */
export const tokenMetadataDocumentSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.string().optional(),
});
export type TokenMetadataDocument = z.infer<typeof tokenMetadataDocumentSchema>;

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
  /** The app-served logo when the token's metadata has an image, else null. */
  logoUri: z.string().nullable(),
  mintAuthorityRevoked: z.boolean(),
  freezeAuthorityRevoked: z.boolean(),
  /** Who may change the on-chain name and symbol now, as the chain says; null when removed or unread. */
  metadataUpdateAuthority: z.string().nullable(),
  signature: z.string().nullable(),
  createdAt: z.string(),
});
export type Token = z.infer<typeof tokenSchema>;
export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });
