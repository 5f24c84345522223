import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_TOKEN_IMAGE_BYTES, sniffImageType } from '@shared/schemas/token-images';

const TIMEOUT_MS = 5_000;

interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Token metadata is written by anyone: its image URL must not make the server reach its own network.
 * Only global unicast passes; ipaddr.js names every other range (private, loopback, link-local,
 * multicast, reserved, benchmarking 198.18/15, NAT64 64:ff9b::/96, 6to4, Teredo…), and an IPv4-mapped
 * IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Reads at most `cap` bytes of a response body; null as soon as it is longer. */
async function readCapped(body: IncomingMessage, cap: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > cap) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The one address the request may connect to: the name is resolved once and every answer vetted. */
async function vettedAddress(
  url: URL,
  resolve: Resolve,
  isAllowed: (address: string) => boolean,
): Promise<ResolvedAddress | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0 || !addresses.every((a) => isAllowed(a.address))) return null;
  return addresses[0] ?? null;
}

/**
 * The socket connects to `target` whatever the name resolves to by then (no second DNS answer can move
 * it); TLS still checks the certificate against the URL's host name.
 */
function pinnedTo(target: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // No pooled agent: a kept-alive socket could belong to an address vetted for another request.
    const request = client.get(url, { lookup: pinnedTo(target), agent: false, signal }, resolve);
    request.on('error', reject);
  });
}

/**
 * A remote token image (real clusters only): public hosts only, connected to the address that was
 * checked, no redirects, 5 s for the whole fetch, at most 512 KB, and only when both the declared type
 * and the magic bytes say PNG, JPEG, GIF or WEBP. Anything else is null (initials show).
 * `resolve` and `isAllowed` exist for tests.
 */
export async function fetchRemoteImage(
  url: URL,
  opts: { timeoutMs?: number; resolve?: Resolve; isAllowed?: (address: string) => boolean } = {},
): Promise<{ contentType: string; bytes: Buffer } | null> {
  try {
    const target = await vettedAddress(url, opts.resolve ?? systemResolve, opts.isAllowed ?? isPublicAddress);
    if (!target) return null;
    const res = await get(url, target, AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS));
    const declared = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(res.headers['content-length'] ?? 0);
    const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
    // A redirect is refused like any other non-2xx: it could bounce the request to a private address.
    if (!ok || !declared.startsWith('image/') || length > MAX_TOKEN_IMAGE_BYTES) {
      res.destroy();
      return null;
    }
    const bytes = await readCapped(res, MAX_TOKEN_IMAGE_BYTES);
    const contentType = bytes ? sniffImageType(bytes) : null;
    return bytes && contentType ? { contentType, bytes } : null;
  } catch {
    return null;
  }
}
