import { z } from 'zod';

/** Largest token image the app stores or relays (upload and remote fetch alike). */
export const MAX_TOKEN_IMAGE_BYTES = 512 * 1024;

export const tokenImageMessages = {
  required: 'Choose an image file',
  tooLarge: 'Image must be 512 KB or smaller',
  badType: 'Image must be a PNG, JPEG, GIF or WEBP file',
  notFound: 'Image not found',
} as const;

export type TokenImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type told by the file's first bytes (never by its name or declared type); SVG is refused. */
export function sniffImageType(bytes: Uint8Array): TokenImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

// base64 of 512 KB is 699,052 characters; anything longer is refused before decoding.
const MAX_BASE64_LENGTH = Math.ceil(MAX_TOKEN_IMAGE_BYTES / 3) * 4;

/** POST /api/tokens/images: the file's bytes as base64 (the JSON body the API client signs and checks). */
export const tokenImageUploadSchema = z.object({
  data: z
    .string({ error: tokenImageMessages.required })
    .min(1, tokenImageMessages.required)
    .max(MAX_BASE64_LENGTH, tokenImageMessages.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, tokenImageMessages.badType),
});
export type TokenImageUpload = z.infer<typeof tokenImageUploadSchema>;

export const tokenImageSchema = z.object({
  sha256: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Absolute URL to put into the token's metadata `image`. */
  url: z.string(),
});
export type TokenImage = z.infer<typeof tokenImageSchema>;

export const tokenImageParamsSchema = z.object({ sha256: z.string() });
export const tokenLogoParamsSchema = z.object({ mint: z.string() });

/** Hex sha256 as used in image URLs. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
