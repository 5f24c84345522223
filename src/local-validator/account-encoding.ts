import { encodeBase58 } from './base58';
import { RPC_INVALID_REQUEST, RpcError, invalidParams } from './errors';
import { parseAccountData } from './json-parsed';
import type { ParseContext, ParsedAccountData } from './json-parsed';
import type { AccountSnapshot } from './svm';

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';
export const ACCOUNT_ENCODINGS: readonly AccountEncoding[] = [
  'binary',
  'base58',
  'base64',
  'base64+zstd',
  'jsonParsed',
];

export interface DataSlice {
  readonly offset: number;
  readonly length: number;
}

export interface EncodeOptions {
  readonly encoding: AccountEncoding;
  readonly dataSlice?: DataSlice | undefined;
}

export interface UiAccount {
  readonly data: string | readonly [string, string] | ParsedAccountData;
  readonly executable: boolean;
  readonly lamports: bigint;
  readonly owner: string;
  readonly rentEpoch: bigint;
  readonly space: number;
}

const MAX_BASE58_BYTES = 128;

export function checkEncodingOptions(options: EncodeOptions): void {
  if (options.encoding === 'base64+zstd') {
    throw invalidParams('base64+zstd encoding is not supported by the embedded chain; use base64');
  }
  if (options.encoding === 'jsonParsed' && options.dataSlice) {
    throw invalidParams('dataSlice is not supported with jsonParsed encoding');
  }
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function sliced(data: Uint8Array, slice: DataSlice | undefined): Uint8Array {
  if (!slice) return data;
  const start = Math.min(slice.offset, data.length);
  return data.subarray(start, Math.min(data.length, start + slice.length));
}

function base58Data(data: Uint8Array): string {
  if (data.length > MAX_BASE58_BYTES) {
    throw new RpcError(
      RPC_INVALID_REQUEST,
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    );
  }
  return encodeBase58(data);
}

/** An account in the RPC's `UiAccount` shape for the requested encoding. */
export function encodeAccount(
  ctx: ParseContext,
  account: AccountSnapshot,
  options: EncodeOptions,
): UiAccount {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  };
  const bytes = sliced(account.data, options.dataSlice);
  switch (options.encoding) {
    case 'binary':
      return { data: base58Data(bytes), ...base };
    case 'base58':
      return { data: [base58Data(bytes), 'base58'], ...base };
    case 'jsonParsed': {
      const parsed = parseAccountData(ctx, account.owner, account.data);
      return { data: parsed ?? [toBase64(account.data), 'base64'], ...base };
    }
    default:
      return { data: [toBase64(bytes), 'base64'], ...base };
  }
}
