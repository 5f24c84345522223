import { decodeBase58 } from './base58';
import { invalidParams } from './errors';

export type AccountFilter =
  | { readonly kind: 'dataSize'; readonly size: number }
  | { readonly kind: 'memcmp'; readonly offset: number; readonly bytes: Uint8Array };

const MAX_FILTERS = 4;
const MAX_MEMCMP_BYTES = 128;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function memcmpOf(spec: Record<string, unknown>): AccountFilter {
  const { offset, bytes, encoding } = spec;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    throw invalidParams('memcmp offset must be a non-negative integer');
  if (typeof bytes !== 'string') throw invalidParams('memcmp bytes must be a string');
  let decoded: Uint8Array | null;
  if (encoding === undefined || encoding === 'base58') decoded = decodeBase58(bytes);
  else if (encoding === 'base64') decoded = new Uint8Array(Buffer.from(bytes, 'base64'));
  else throw invalidParams(`unknown memcmp encoding ${JSON.stringify(encoding)}`);
  if (!decoded) throw invalidParams('memcmp bytes are not valid base58');
  if (decoded.length > MAX_MEMCMP_BYTES)
    throw invalidParams(`memcmp bytes are longer than ${MAX_MEMCMP_BYTES} bytes`);
  return { kind: 'memcmp', offset, bytes: decoded };
}

/** `filters` of getProgramAccounts / programSubscribe. */
export function parseFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidParams('filters must be an array');
  if (value.length > MAX_FILTERS) throw invalidParams(`too many filters provided; max ${MAX_FILTERS}`);
  return value.map((filter: unknown) => {
    if (!isRecord(filter)) throw invalidParams('each filter must be an object');
    if ('dataSize' in filter) {
      const size = filter.dataSize;
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
        throw invalidParams('dataSize must be a non-negative integer');
      return { kind: 'dataSize', size };
    }
    if (isRecord(filter.memcmp)) return memcmpOf(filter.memcmp);
    throw invalidParams(`unsupported filter ${JSON.stringify(filter).slice(0, 100)}`);
  });
}

export function matchesFilters(data: Uint8Array, filters: readonly AccountFilter[]): boolean {
  for (const filter of filters) {
    if (filter.kind === 'dataSize') {
      if (data.length !== filter.size) return false;
      continue;
    }
    const { offset, bytes } = filter;
    if (offset + bytes.length > data.length) return false;
    for (let i = 0; i < bytes.length; i++) if (data[offset + i] !== bytes[i]) return false;
  }
  return true;
}
