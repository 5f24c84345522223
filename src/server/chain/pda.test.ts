import {
  generateKeyPairSigner,
  getAddressDecoder,
  getProgramDerivedAddress,
  type Address,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { findAssociatedTokenPda, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { associatedTokenAddress, programDerivedAddress } from './pda';

const addressOf = (bytes: Uint8Array) => getAddressDecoder().decode(bytes);
const anyAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(addressOf);

describe('programDerivedAddress', () => {
  it('derives what kit derives, bump included, for any seeds and program', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyAddress,
        fc.array(fc.uint8Array({ maxLength: 32 }), { maxLength: 4 }),
        async (program, seeds) => {
          const [address, bump] = await getProgramDerivedAddress({ programAddress: program, seeds });
          expect(programDerivedAddress(program, seeds)).toEqual([address, bump]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('derives the associated token account kit derives, for both token programs', async () => {
    const owners: Address[] = [(await generateKeyPairSigner()).address];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyAddress, fc.constantFrom(...owners)),
        anyAddress,
        fc.constantFrom(TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS),
        async (owner, mint, tokenProgram) => {
          const [expected] = await findAssociatedTokenPda({ owner, mint, tokenProgram });
          expect(associatedTokenAddress(owner, mint, tokenProgram)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
