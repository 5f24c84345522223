import { MAX_TOKEN_IMAGE_BYTES, sniffImageType } from '@shared/schemas/token-images';

const TIMEOUT_MS = 5_000;

/** Reads at most `cap` bytes of a response body; null as soon as it is longer. */
async function readCapped(body: ReadableStream<Uint8Array>, cap: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A remote token image (real clusters only): 5 s for the whole fetch, at most 512 KB, and only when both
 * the declared type and the magic bytes say PNG, JPEG, GIF or WEBP. Anything else is null (initials show).
 */
export async function fetchRemoteImage(
  url: URL,
  timeoutMs = TIMEOUT_MS,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    const declared = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(res.headers.get('content-length') ?? 0);
    if (!res.ok || !res.body || !declared.startsWith('image/') || length > MAX_TOKEN_IMAGE_BYTES) {
      await res.body?.cancel();
      return null;
    }
    const bytes = await readCapped(res.body, MAX_TOKEN_IMAGE_BYTES);
    const contentType = bytes ? sniffImageType(bytes) : null;
    return bytes && contentType ? { contentType, bytes } : null;
  } catch {
    return null;
  }
}
