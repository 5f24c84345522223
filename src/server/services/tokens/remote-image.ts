import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
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

// Token metadata is written by anyone: its image URL must not make the server reach its own network.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Public http(s) hosts only: every address the name resolves to must be outside private ranges. */
async function isPublicHost(url: URL): Promise<boolean> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  return (
    addresses.length > 0 &&
    addresses.every((a) => !PRIVATE.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'))
  );
}

/**
 * A remote token image (real clusters only): public hosts only, no redirects, 5 s for the whole fetch, at
 * most 512 KB, and only when both the declared type and the magic bytes say PNG, JPEG, GIF or WEBP.
 * Anything else is null (initials show).
 */
export async function fetchRemoteImage(
  url: URL,
  timeoutMs = TIMEOUT_MS,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  try {
    // No redirects: a public name could otherwise bounce the request to a private address.
    if (!(await isPublicHost(url))) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
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
