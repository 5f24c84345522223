import { KeyObject, sign } from 'node:crypto';
import type { KeyPairSigner } from '@solana/kit';

/**
 * A wire transaction read just far enough to check and add signatures: its signature slots, the
 * addresses that own them (the message's first keys) and the message bytes, all views into one buffer.
 * Kit's transaction decoder turns every address into base58 text and its signing goes through WebCrypto;
 * on a submit's path (compare, verify, co-sign, name) that came to a few milliseconds per trade.
 */
export interface Wire {
  bytes: Uint8Array;
  /** Offset of signature slot 0; slot i is 64 bytes at `signaturesAt + 64 i`. */
  signaturesAt: number;
  signatures: Uint8Array[];
  /** The 32-byte public key of each signature slot, in order. */
  signers: Uint8Array[];
  message: Uint8Array;
}

function compactU16(bytes: Uint8Array, at: number): [value: number, size: number] | null {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) return null;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  return null;
}

/** The transaction in `base64`, or null when it is not one (too short, slots not matching the header). */
export function readWire(base64: string): Wire | null {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const count = compactU16(bytes, 0);
  if (!count) return null;
  const [slots, countSize] = count;
  const messageAt = countSize + 64 * slots;
  const first = bytes[messageAt];
  if (first === undefined) return null;
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const headerAt = first & 0x80 ? messageAt + 1 : messageAt;
  const required = bytes[headerAt];
  const keys = compactU16(bytes, headerAt + 3);
  if (required === undefined || !keys || required !== slots || keys[0] < slots) return null;
  const keysAt = headerAt + 3 + keys[1];
  if (keysAt + 32 * keys[0] > bytes.length) return null;
  const view = (at: number, size: number) => bytes.subarray(at, at + size);
  return {
    bytes,
    signaturesAt: countSize,
    signatures: Array.from({ length: slots }, (_, i) => view(countSize + 64 * i, 64)),
    signers: Array.from({ length: slots }, (_, i) => view(keysAt + 32 * i, 32)),
    message: bytes.subarray(messageAt),
  };
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(b);
export const isEmptySignature = (signature: Uint8Array) => signature.every((b) => b === 0);

const privateKeys = new WeakMap<CryptoKey, KeyObject>();

/** Signs `wire`'s message as `signer` (synchronous node:crypto), in its slot; false when it has none. */
export function signInPlace(wire: Wire, signer: KeyPairSigner, signerKey: Uint8Array): boolean {
  const slot = wire.signers.findIndex((k) => sameBytes(k, signerKey));
  if (slot < 0) return false;
  let key = privateKeys.get(signer.keyPair.privateKey);
  if (!key) privateKeys.set(signer.keyPair.privateKey, (key = KeyObject.from(signer.keyPair.privateKey)));
  wire.bytes.set(sign(null, wire.message, key), wire.signaturesAt + 64 * slot);
  return true;
}
