import { createHash } from 'node:crypto';
import {
  getAddressDecoder,
  getAddressEncoder,
  isOffCurveAddress,
  type Address,
  type ReadonlyUint8Array,
} from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';

const MARKER = Buffer.from('ProgramDerivedAddress');
const encoder = getAddressEncoder();
const decoder = getAddressDecoder();

/**
 * Kit's `getProgramDerivedAddress`, synchronously: the same seeds, bumps (255 down to 1) and off-curve
 * check, hashed with node's SHA-256. Kit hashes through WebCrypto's async digest and throws an error
 * for every bump that lands on the curve; in a rush of new wallets that was most of planning a trade.
 */
export function programDerivedAddress(
  programAddress: Address,
  seeds: ReadonlyArray<ReadonlyUint8Array>,
): [Address, number] {
  const program = encoder.encode(programAddress) as Uint8Array;
  for (let bump = 255; bump > 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed as Uint8Array);
    const address = decoder.decode(hash.update(Uint8Array.of(bump)).update(program).update(MARKER).digest());
    if (isOffCurveAddress(address)) return [address, bump];
  }
  throw new Error('no off-curve program address for these seeds');
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (kit's `findAssociatedTokenPda`). */
export const associatedTokenAddress = (owner: Address, mint: Address, tokenProgram: Address): Address =>
  programDerivedAddress(ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [
    encoder.encode(owner),
    encoder.encode(tokenProgram),
    encoder.encode(mint),
  ])[0];
