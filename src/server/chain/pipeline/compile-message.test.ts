import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  getAddressDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWithoutLookups } from './compile-message';

const lifetime = {
  blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
  lastValidBlockHeight: 9n,
};
const decode = (bytes: Uint8Array) => getAddressDecoder().decode(bytes);
/** A few addresses, so that instructions share accounts and programs appear as accounts. */
const pool = fc.uniqueArray(fc.uint8Array({ minLength: 32, maxLength: 32 }).map(decode), {
  minLength: 3,
  maxLength: 10,
});
const role = fc.constantFrom(
  AccountRole.READONLY,
  AccountRole.WRITABLE,
  AccountRole.READONLY_SIGNER,
  AccountRole.WRITABLE_SIGNER,
);

const messages = pool.chain((addresses) => {
  const pick = fc.constantFrom(...addresses, '11111111111111111111111111111111' as Address);
  const instruction: fc.Arbitrary<Instruction> = fc.record(
    {
      programAddress: pick,
      accounts: fc.array(fc.record({ address: pick, role }), { maxLength: 6 }),
      data: fc.uint8Array({ maxLength: 8 }),
    },
    { requiredKeys: ['programAddress'] },
  );
  return fc.record({
    payer: pick,
    version: fc.constantFrom(0 as const, 'legacy' as const),
    instructions: fc.array(instruction, { maxLength: 5 }),
  });
});

/** Kit's compile, or the error it throws. */
function kit(message: Parameters<typeof compileTransactionMessage>[0]) {
  try {
    return compileTransactionMessage(message);
  } catch (error) {
    return error;
  }
}

describe('compileWithoutLookups', () => {
  it('compiles what kit compiles, and leaves to kit what kit refuses', () => {
    fc.assert(
      fc.property(messages, ({ payer, version, instructions }) => {
        const message = pipe(
          createTransactionMessage({ version }),
          (m) => setTransactionMessageFeePayer(payer, m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
          (m) => appendTransactionMessageInstructions(instructions, m),
        );
        const expected = kit(message);
        const ours = compileWithoutLookups(message);
        if (expected instanceof Error) expect(ours).toBeNull();
        else expect(ours).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves lookup-table accounts to kit', () => {
    const a = address('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N');
    const b = address('11111111111111111111111111111111');
    const withLookup = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(a, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            {
              programAddress: b,
              accounts: [{ address: a, role: AccountRole.READONLY, addressIndex: 0, lookupTableAddress: b }],
            } as Instruction,
          ],
          m,
        ),
    );
    expect(compileWithoutLookups(withLookup)).toBeNull();
  });
});
