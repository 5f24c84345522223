import type { Address } from '@solana/kit';
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

const toToken = (row: TokenRow, metadataUpdateAuthority: string | null): Token => ({
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
  metadataUpdateAuthority,
  signature: row.signature,
  createdAt: row.createdAt.toISOString(),
});

export async function listTokens(ctx: AppContext, creator: string): Promise<Token[]> {
  const rows = await ctx.database.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.creator, creator), eq(tokens.status, 'created')))
    .orderBy(desc(tokens.createdAt));
  const authorities = await metadataUpdateAuthorities(ctx, rows.map((r) => r.mint as Address));
  return rows.map((row, i) => toToken(row, authorities[i] ?? null));
}

type ParsedMint = { parsed?: { info?: { extensions?: { extension?: string; state?: { updateAuthority?: string | null } }[] } } };

/** Each mint's metadata update authority as the chain says now (one read for the whole list). */
async function metadataUpdateAuthorities(ctx: AppContext, mints: Address[]): Promise<(string | null)[]> {
  if (mints.length === 0) return [];
  const { value } = await ctx.chain.rpc
    .getMultipleAccounts(mints.slice(0, 100), { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  return value.map((account) => {
    const data = account?.data as ParsedMint | undefined;
    const state = data?.parsed?.info?.extensions?.find((e) => e.extension === 'tokenMetadata')?.state;
    return state?.updateAuthority ?? null;
  });
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
