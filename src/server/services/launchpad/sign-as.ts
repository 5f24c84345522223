import {
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit';

/** Adds a generated wallet's signature to planned transactions (a rehearsal's wallets sign server-side). */
export function signAs(signer: KeyPairSigner, transactions: string[]): Promise<string[]> {
  return Promise.all(
    transactions.map(async (b64) => {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(b64));
      const signature = await signBytes(signer.keyPair.privateKey, tx.messageBytes);
      const signed = { ...tx, signatures: { ...tx.signatures, [signer.address]: signature } };
      return getBase64Decoder().decode(getTransactionEncoder().encode(signed));
    }),
  );
}
