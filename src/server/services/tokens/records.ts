import { and, desc, eq } from 'drizzle-orm';
import { endpointUrl } from '@shared/api/endpoint';
import { getTokenLogo } from '@shared/api/tokens';
import type { Token, TokenMetadataDocument } from '@shared/schemas/tokens';
import type { AppContext } from '../../context';
import { tokens } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Where `getTokenLogo` serves a token's metadata image (size and content type checked). */
const tokenLogoPath = (mint: string) => endpointUrl(getTokenLogo, { mint });

type TokenRow = typeof tokens.$inferSelect;

const toToken = (row: TokenRow): Token => ({
  mint: row.mint,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  totalSupply: row.totalSupply,
  description: row.description,
  metadataUri: row.metadataUri,
  logoUri: typeof row.uploadedMetadata?.image === 'string' ? tokenLogoPath(row.mint) : null,
  mintAuthorityRevoked: row.mintAuthorityRevoked,
  freezeAuthorityRevoked: row.freezeAuthorityRevoked,
  signature: row.signature,
  createdAt: row.createdAt.toISOString(),
});

export async function listTokens(ctx: AppContext, creator: string): Promise<Token[]> {
  const rows = await ctx.database.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.creator, creator), eq(tokens.status, 'created')))
    .orderBy(desc(tokens.createdAt));
  return rows.map(toToken);
}

/** The off-chain JSON the on-chain `uri` points to: the form's fields with the uploaded file merged in. */
export async function metadataDocument(ctx: AppContext, mint: string): Promise<TokenMetadataDocument> {
  const [row] = await ctx.database.db.select().from(tokens).where(eq(tokens.mint, mint));
  if (!row || row.status === 'failed') throw notFound('Token metadata not found');
  const uploaded = row.uploadedMetadata ?? {};
  return {
    ...uploaded,
    name: row.name,
    symbol: row.symbol,
    description: row.description || (typeof uploaded.description === 'string' ? uploaded.description : ''),
    ...(typeof uploaded.image === 'string' ? { image: uploaded.image } : {}),
  };
}
