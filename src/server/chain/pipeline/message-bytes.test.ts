import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { compileTransactionFast, partiallySign, signFully } from './message-bytes';

const lifetime = {
  blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
  lastValidBlockHeight: 9n,
};

async function instructions(): Promise<Instruction[]> {
  const [a, b, c] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  return [
    getTransferSolInstruction({ source: createNoopSigner(a.address), destination: b.address, amount: 5n }),
    getAddMemoInstruction({ memo: 'x'.repeat(300), signers: [createNoopSigner(c.address)] }),
    getTransferSolInstruction({ source: createNoopSigner(c.address), destination: a.address, amount: 1n }),
  ];
}

describe('compileTransactionFast', () => {
  it('is what kit compiles, v0 and legacy, twice over (the second from kept bytes)', async () => {
    const payer = await generateKeyPairSigner();
    const ixs = await instructions();
    for (const version of [0, 'legacy', 0] as const) {
      const message = pipe(
        createTransactionMessage({ version }),
        (m) => setTransactionMessageFeePayer(payer.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) => appendTransactionMessageInstructions(ixs, m),
      );
      const fast = compileTransactionFast(message);
      expect(fast).toEqual(compileTransaction(message));
      expect(Object.keys(fast.signatures)).toHaveLength(3);
    }
  });

  it('writes lookup tables as kit does', async () => {
    const [payer, x, y, table] = await Promise.all([
      generateKeyPairSigner(),
      generateKeyPairSigner(),
      generateKeyPairSigner(),
      generateKeyPairSigner(),
    ]);
    const source = createNoopSigner(payer.address);
    const message = compressTransactionMessageUsingAddressLookupTables(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(payer.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({ source, destination: x.address, amount: 1n }),
              getTransferSolInstruction({ source, destination: y.address, amount: 2n }),
            ],
            m,
          ),
      ),
      { [table.address]: [x.address, address(y.address)] },
    );
    expect(compileTransactionFast(message)).toEqual(compileTransaction(message));
  });
});

describe('partiallySign and signFully', () => {
  it('sign as kit does: a noop fee payer leaves its slot empty, a keypair signs its own', async () => {
    const [wallet, platform] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const planned = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(createNoopSigner(wallet.address), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(wallet.address),
              destination: platform.address,
              amount: 3n,
            }),
            getTransferSolInstruction({ source: platform, destination: wallet.address, amount: 1n }),
          ],
          m,
        ),
    );
    const ours = await partiallySign(planned);
    const kits = await partiallySignTransactionMessageWithSigners(planned);
    expect(getBase64EncodedWireTransaction(ours)).toBe(getBase64EncodedWireTransaction(kits));
    expect(ours.signatures[wallet.address]).toBeNull();
    await expect(signFully(planned)).rejects.toThrow();

    const settlement = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(platform, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: platform, destination: wallet.address, amount: 7n })],
          m,
        ),
    );
    const signed = await signFully(settlement);
    const kitSigned = await signTransactionMessageWithSigners(settlement);
    expect(getBase64EncodedWireTransaction(signed)).toBe(getBase64EncodedWireTransaction(kitSigned));
    expect(getSignatureFromTransaction(signed)).toBe(getSignatureFromTransaction(kitSigned));
  });
});
