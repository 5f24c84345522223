import { EvmRpcError, type Hex } from './types';

export const quantity = (n: bigint | number): Hex => `0x${n.toString(16)}`;

const HEX = /^0x[0-9a-fA-F]*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function invalid(message: string): EvmRpcError {
  return new EvmRpcError(-32602, message);
}

export function asData(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !HEX.test(value) || value.length % 2 !== 0)
    throw invalid(`${what} must be 0x-prefixed hex`);
  return value.toLowerCase() as Hex;
}

export function asAddress(value: unknown, what = 'address'): Hex {
  if (typeof value !== 'string' || !ADDRESS.test(value))
    throw invalid(`${what} must be a 20-byte 0x address`);
  return value.toLowerCase() as Hex;
}

export function asQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw invalid(`${what} must be a hex quantity`);
  return BigInt(value);
}

export function asHash(value: unknown, what = 'hash'): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value))
    throw invalid(`${what} must be a 32-byte 0x hash`);
  return value.toLowerCase() as Hex;
}

/** A block tag or number, resolved against the head (every tag but a number means the head). */
export function asBlockNumber(value: unknown, head: bigint): bigint {
  if (value === undefined || value === null) return head;
  if (value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized') return head;
  if (value === 'earliest') return 0n;
  const n = asQuantity(value, 'block number');
  return n > head ? head : n;
}
