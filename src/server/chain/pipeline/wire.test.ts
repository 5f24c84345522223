import {
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { cosignWireTransaction } from './cosign';
import { checkWalletSigned, feePayerSignature } from './signed-tx';

/** A wallet-paid transaction the platform must sign too, compiled as the planner does. */
async function planned(wallet: KeyPairSigner, platform: KeyPairSigner, lamports = 1n) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 9n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({ source: wallet, destination: platform.address, amount: lamports }),
          getTransferSolInstruction({ source: platform, destination: wallet.address, amount: 2n }),
        ],
        m,
      ),
  );
  return compileTransaction(message);
}

describe('wire transactions read by hand', () => {
  it('checks, co-signs and names transactions as kit does', async () => {
    const [wallet, platform, stranger] = await Promise.all([
      generateKeyPairSigner(),
      generateKeyPairSigner(),
      generateKeyPairSigner(),
    ]);
    const tx = await planned(wallet, platform);
    const plan = getBase64EncodedWireTransaction(tx);
    const walletSigned = await partiallySignTransaction([wallet.keyPair], tx);
    const signed = getBase64EncodedWireTransaction(walletSigned);

    expect(() => checkWalletSigned(plan, signed, wallet.address)).not.toThrow();
    expect(() => checkWalletSigned(plan, plan, wallet.address)).toThrow('did not sign');
    expect(() => checkWalletSigned(plan, signed, stranger.address)).toThrow('did not sign');
    const other = getBase64EncodedWireTransaction(
      await partiallySignTransaction([wallet.keyPair], await planned(wallet, platform, 7n)),
    );
    expect(() => checkWalletSigned(plan, other, wallet.address)).toThrow();
    // The other transaction's signature in this one's slot.
    const forged = Buffer.from(signed, 'base64');
    Buffer.from(other, 'base64').copy(forged, 1, 1, 65);
    expect(() => checkWalletSigned(plan, forged.toString('base64'), wallet.address)).toThrow('not valid');
    expect(() => checkWalletSigned(plan, 'AAAA', wallet.address)).toThrow();

    // Ed25519 signatures are deterministic: the same bytes as kit's signing.
    const both = await partiallySignTransaction([platform.keyPair], walletSigned);
    expect(await cosignWireTransaction(signed, platform)).toBe(getBase64EncodedWireTransaction(both));
    await expect(cosignWireTransaction(signed, stranger)).rejects.toThrow('not a signer');

    expect(() => feePayerSignature(signed)).toThrow('missing a required signature');
    expect(feePayerSignature(await cosignWireTransaction(signed, platform))).toBe(
      getSignatureFromTransaction(both),
    );
  });
});
