import {
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  type KeyPairSigner,
} from '@solana/kit';

/** Adds `signer`'s signature to a wire transaction the wallet already signed (its slot must exist). */
export async function cosignWireTransaction(wireBase64: string, signer: KeyPairSigner): Promise<string> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wireBase64));
  if (!(signer.address in tx.signatures)) {
    throw new Error(`${signer.address} is not a signer of this transaction`);
  }
  const signed = await partiallySignTransaction([signer.keyPair], tx);
  return getBase64EncodedWireTransaction(signed);
}
