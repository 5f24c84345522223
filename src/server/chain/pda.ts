import { createHash } from 'node:crypto';
import { getAddressDecoder, getAddressEncoder, type Address, type ReadonlyUint8Array } from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { onCurve } from './on-curve';

const MARKER = Buffer.from('ProgramDerivedAddress');
const encoder = getAddressEncoder();
const decoder = getAddressDecoder();

/**
 * Kit's `getProgramDerivedAddress`, synchronously: the same seeds, bumps (255 down to 1) and off-curve
 * check, hashed with node's SHA-256 and checked on the bytes. Kit hashes through WebCrypto's async
 * digest, checks each bump through a base58 round trip and throws an error for each one on the curve; in
 * a rush of new wallets that was a tenth of a curve trade's server time.
 */
export function programDerivedAddress(
  programAddress: Address,
  seeds: ReadonlyArray<ReadonlyUint8Array>,
): [Address, number] {
  const program = encoder.encode(programAddress) as Uint8Array;
  for (let bump = 255; bump > 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed as Uint8Array);
    const bytes = hash.update(Uint8Array.of(bump)).update(program).update(MARKER).digest();
    if (!onCurve(bytes)) return [decoder.decode(bytes), bump];
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
