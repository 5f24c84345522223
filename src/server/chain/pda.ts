import { createHash } from 'node:crypto';
import { getAddressDecoder, type Address, type ReadonlyUint8Array } from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { onCurve } from './on-curve';
import { keyBytes } from './pipeline/message-bytes';

const MARKER = Buffer.from('ProgramDerivedAddress');
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
  const program = keyBytes(programAddress);
  for (let bump = 255; bump > 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed as Uint8Array);
    const bytes = hash.update(Uint8Array.of(bump)).update(program).update(MARKER).digest();
    if (!onCurve(bytes)) return [decoder.decode(bytes), bump];
  }
  throw new Error('no off-curve program address for these seeds');
}

/**
 * The associated token account of `owner` for `mint` under `tokenProgram` (kit's `findAssociatedTokenPda`).
 * The addresses' bytes come from the compiler's cache: the programs and mints recur, and the owner's are
 * read again when its transaction is compiled.
 */
export const associatedTokenAddress = (owner: Address, mint: Address, tokenProgram: Address): Address =>
  programDerivedAddress(ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [
    keyBytes(owner),
    keyBytes(tokenProgram),
    keyBytes(mint),
  ])[0];
