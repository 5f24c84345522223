import { MAX_TOKEN_IMAGE_BYTES, sniffImageType, tokenImageMessages } from '@shared/schemas/token-images';

/** The same checks the server makes, before any upload: size first, then the file's magic bytes. */
export function imageFileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return tokenImageMessages.required;
  if (bytes.length > MAX_TOKEN_IMAGE_BYTES) return tokenImageMessages.tooLarge;
  return sniffImageType(bytes) ? null : tokenImageMessages.badType;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** The token's metadata with the uploaded image's URL as `image` (the upload wins over a JSON file's). */
export function withImage(
  metadata: Record<string, unknown> | null | undefined,
  imageUrl: string | null,
): Record<string, unknown> | null {
  if (!imageUrl) return metadata ?? null;
  return { ...(metadata ?? {}), image: imageUrl };
}
