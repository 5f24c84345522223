import { decodeBase58 } from './base58';
import { invalidParams } from './errors';
import { WireError, decodeMessage, decodeTransaction } from './wire';
import type { DecodedMessage, DecodedTransaction } from './wire';

const PACKET_DATA_SIZE = 1232;
const MAX_BASE64_SIZE = 1644;
const MAX_BASE58_SIZE = 1683;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const TYPE = 'solana_transaction::versioned::VersionedTransaction';

/** Decodes the transaction argument of sendTransaction / simulateTransaction with the RPC's error texts. */
export function decodeWireArgument(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('transaction must be an encoded string');
  const name = encoding ?? 'base58';
  if (name === 'base64') {
    if (value.length > MAX_BASE64_SIZE) {
      throw invalidParams(
        `base64 encoded ${TYPE} too large: ${value.length} bytes (max: encoded/raw ${MAX_BASE64_SIZE}/${PACKET_DATA_SIZE})`,
      );
    }
    if (value.length % 4 !== 0 || !BASE64_PATTERN.test(value))
      throw invalidParams(`invalid base64 encoding: ${TYPE}`);
    return new Uint8Array(Buffer.from(value, 'base64'));
  }
  if (name === 'base58') {
    if (value.length > MAX_BASE58_SIZE) {
      throw invalidParams(
        `base58 encoded ${TYPE} too large: ${value.length} bytes (max: encoded/raw ${MAX_BASE58_SIZE}/${PACKET_DATA_SIZE})`,
      );
    }
    const bytes = decodeBase58(value);
    if (!bytes) throw invalidParams(`invalid base58 encoding: ${TYPE}`);
    return bytes;
  }
  throw invalidParams(`unsupported encoding: ${String(name)}. Supported encodings: base58, base64`);
}

export function decodeTransactionArgument(bytes: Uint8Array): DecodedTransaction {
  if (bytes.length > PACKET_DATA_SIZE) {
    throw invalidParams(`encoded ${TYPE} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`);
  }
  try {
    return decodeTransaction(bytes);
  } catch (error) {
    if (error instanceof WireError) throw invalidParams(`failed to deserialize ${TYPE}: ${error.message}`);
    throw error;
  }
}

export function decodeMessageArgument(value: unknown): DecodedMessage {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64_PATTERN.test(value)) {
    throw invalidParams('message must be a base64 encoded string');
  }
  try {
    return decodeMessage(new Uint8Array(Buffer.from(value, 'base64')));
  } catch (error) {
    if (error instanceof WireError) throw invalidParams(`failed to deserialize message: ${error.message}`);
    throw error;
  }
}
