import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tokens } from '../../db/schema';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const TOKEN_CREATE = OPERATION_KIND.tokenCreate;

const tokenCreateSummarySchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  totalSupply: z.string(),
  mintRentLamports: z.string(),
});

export const tokenCreateOperation = defineOperation({
  kind: TOKEN_CREATE,
  summary: tokenCreateSummarySchema,
  async onConfirmed(tx, op) {
    const { mint } = op.summary;
    await tx
      .update(tokens)
      .set({ status: 'created', signature: op.signatures[0] ?? null })
      .where(eq(tokens.mint, mint));
    return { mint };
  },
  async onFailed(tx, op) {
    await tx.update(tokens).set({ status: 'failed' }).where(eq(tokens.mint, op.summary.mint));
  },
});

const revokeSummarySchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  mintAuthority: z.boolean(),
  freezeAuthority: z.boolean(),
});

/** Revoking authorities later: the Token Manager's row shows what the chain now says. */
export const tokenAuthorityRevokeOperation = defineOperation({
  kind: OPERATION_KIND.tokenAuthorityRevoke,
  summary: revokeSummarySchema,
  async onConfirmed(tx, op) {
    const { mint, mintAuthority, freezeAuthority } = op.summary;
    await tx
      .update(tokens)
      .set({
        ...(mintAuthority ? { mintAuthorityRevoked: true } : {}),
        ...(freezeAuthority ? { freezeAuthorityRevoked: true } : {}),
      })
      .where(eq(tokens.mint, mint));
    return { mint, signature: op.signatures[0] ?? null };
  },
});

const metadataUpdateSummarySchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  rentTopUpLamports: z.string(),
});

/** The row's name and symbol follow the chain, and so does the metadata document the uri serves. */
export const tokenMetadataUpdateOperation = defineOperation({
  kind: OPERATION_KIND.tokenMetadataUpdate,
  summary: metadataUpdateSummarySchema,
  async onConfirmed(tx, op) {
    const { mint, name, symbol } = op.summary;
    await tx.update(tokens).set({ name, symbol }).where(eq(tokens.mint, mint));
    return { mint, signature: op.signatures[0] ?? null };
  },
});
