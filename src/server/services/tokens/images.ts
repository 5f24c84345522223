import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Address } from '@solana/kit';
import { endpointUrl } from '@shared/api/endpoint';
import { getTokenImage } from '@shared/api/tokens';
import {
  MAX_TOKEN_IMAGE_BYTES,
  SHA256_HEX,
  sniffImageType,
  tokenImageMessages,
  type TokenImage,
} from '@shared/schemas/token-images';
import type { AppContext } from '../../context';
import { tokenImages, tokens } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { fetchRemoteImage } from './remote-image';

export interface ImageBytes {
  contentType: string;
  bytes: Buffer;
}

export const tokenImagePath = (sha256: string) => endpointUrl(getTokenImage, { sha256 });

/** Stores an uploaded image once per content (sha256), after checking its size and its magic bytes. */
export async function storeTokenImage(ctx: AppContext, wallet: Address, base64: string): Promise<TokenImage> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(tokenImageMessages.required);
  if (bytes.length > MAX_TOKEN_IMAGE_BYTES) throw new AppError(413, 'too_large', tokenImageMessages.tooLarge);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError(415, 'unsupported_image', tokenImageMessages.badType);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await ctx.database.db
    .insert(tokenImages)
    .values({ sha256, contentType, size: bytes.length, bytes, uploader: wallet })
    .onConflictDoNothing();
  return { sha256, contentType, size: bytes.length, url: `${ctx.publicUrl}${tokenImagePath(sha256)}` };
}

async function storedImage(ctx: AppContext, sha256: string): Promise<ImageBytes | null> {
  if (!SHA256_HEX.test(sha256)) return null;
  const [row] = await ctx.database.db
    .select({ contentType: tokenImages.contentType, bytes: tokenImages.bytes })
    .from(tokenImages)
    .where(eq(tokenImages.sha256, sha256));
  return row ?? null;
}

export async function readTokenImage(ctx: AppContext, sha256: string): Promise<ImageBytes> {
  const image = await storedImage(ctx, sha256);
  if (!image) throw notFound(tokenImageMessages.notFound);
  return image;
}

const HOSTED_PATH = /^\/api\/tokens\/images\/([0-9a-f]{64})$/;

function parseImageUrl(ctx: AppContext, image: string): URL | null {
  try {
    const url = new URL(image, ctx.publicUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A token's metadata image, as GET /api/tokens/logo/:mint serves it. An image uploaded here is read from
 * storage by its hash whatever host the URL names (the bytes are the same); any other URL is fetched only
 * on a real cluster (on the embedded chain every token was made here and remote hosts are not ours to call).
 */
export async function tokenLogo(ctx: AppContext, mint: string): Promise<ImageBytes> {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(mint)) throw notFound(tokenImageMessages.notFound);
  const [row] = await ctx.database.db
    .select({ uploaded: tokens.uploadedMetadata, status: tokens.status })
    .from(tokens)
    .where(eq(tokens.mint, mint));
  const image = row && row.status !== 'failed' ? row.uploaded?.image : undefined;
  const url = typeof image === 'string' ? parseImageUrl(ctx, image) : null;
  if (!url) throw notFound(tokenImageMessages.notFound);
  const hosted = HOSTED_PATH.exec(url.pathname)?.[1];
  const local = hosted ? await storedImage(ctx, hosted) : null;
  if (local) return local;
  if (ctx.chain.embedded) throw notFound(tokenImageMessages.notFound);
  const remote = await fetchRemoteImage(url);
  if (!remote) throw notFound(tokenImageMessages.notFound);
  return remote;
}
