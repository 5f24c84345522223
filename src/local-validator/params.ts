import type { AddressBook } from './address-book';
import { ACCOUNT_ENCODINGS, checkEncodingOptions } from './account-encoding';
import type { AccountEncoding, DataSlice, EncodeOptions } from './account-encoding';
import { RPC_MIN_CONTEXT_SLOT_NOT_REACHED, RpcError, invalidParams } from './errors';

export type Config = Readonly<Record<string, unknown>>;

export interface AddressParam {
  readonly text: string;
  readonly bytes: Uint8Array;
}

export function paramList(params: unknown): readonly unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw invalidParams('`params` should be an array');
  return params;
}

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`);
  return value;
}

export function requireAddress(book: AddressBook, value: unknown, what = 'pubkey'): AddressParam {
  const text = requireString(value, what);
  const bytes = book.toBytes(text);
  if (!bytes) throw invalidParams(`invalid ${what}: ${text.slice(0, 64)}`);
  return { text, bytes };
}

const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

export function requireSignature(value: unknown): string {
  const text = requireString(value, 'signature');
  if (!SIGNATURE_PATTERN.test(text)) throw invalidParams(`invalid signature: ${text.slice(0, 100)}`);
  return text;
}

export function configAt(params: readonly unknown[], index: number): Config {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`expected a configuration object at position ${index}`);
  return value as Config;
}

export function optionalNumber(config: Config, key: string): number | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidParams(`${key} must be a non-negative integer`);
  }
  return value;
}

export function optionalBoolean(config: Config, key: string): boolean | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`);
  return value;
}

export function optionalString(config: Config, key: string): string | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  return requireString(value, key);
}

const COMMITMENTS = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

/** Validates `commitment` and `minContextSlot`, which every reading method accepts. */
export function checkCommon(config: Config, slot: number): void {
  const commitment = config.commitment;
  if (commitment !== undefined && (typeof commitment !== 'string' || !COMMITMENTS.has(commitment))) {
    throw invalidParams(`unknown commitment ${JSON.stringify(commitment)}`);
  }
  const minContextSlot = optionalNumber(config, 'minContextSlot');
  if (minContextSlot !== undefined && minContextSlot > slot) {
    throw new RpcError(RPC_MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', {
      contextSlot: slot,
    });
  }
}

export type CommitmentLevel = 'processed' | 'confirmed' | 'finalized';

/** The level a subscription or status read asks for; absent means finalized, as Agave defaults. */
export function commitmentLevel(config: Config): CommitmentLevel {
  const commitment = config.commitment;
  if (commitment === 'processed' || commitment === 'recent' || commitment === 'single') return 'processed';
  if (commitment === 'confirmed' || commitment === 'singleGossip') return 'confirmed';
  return 'finalized';
}

export function isFinalized(config: Config): boolean {
  return config.commitment === 'finalized' || config.commitment === 'root' || config.commitment === 'max';
}

/**
 * The slot a bank-reading method answers at: the root when the commitment is finalized or absent
 * (Agave's `CommitmentConfig::default()` is finalized), else the working slot.
 */
export function commitmentSlot(core: { clock: { slot: number; root: number } }, config: Config): number {
  const finalized = config.commitment === undefined || isFinalized(config);
  return finalized ? Math.max(0, core.clock.root) : core.clock.slot;
}

export function encodeOptions(config: Config, fallback: AccountEncoding = 'binary'): EncodeOptions {
  const raw = config.encoding ?? fallback;
  if (typeof raw !== 'string' || !ACCOUNT_ENCODINGS.includes(raw as AccountEncoding)) {
    throw invalidParams(`unknown encoding ${JSON.stringify(raw)}`);
  }
  const options: EncodeOptions = { encoding: raw as AccountEncoding, dataSlice: dataSliceOf(config) };
  checkEncodingOptions(options);
  return options;
}

function dataSliceOf(config: Config): DataSlice | undefined {
  const slice = config.dataSlice;
  if (slice === undefined || slice === null) return undefined;
  if (typeof slice !== 'object' || Array.isArray(slice)) throw invalidParams('dataSlice must be an object');
  const s = slice as Config;
  const offset = optionalNumber(s, 'offset');
  const length = optionalNumber(s, 'length');
  if (offset === undefined || length === undefined) throw invalidParams('dataSlice needs offset and length');
  return { offset, length };
}
