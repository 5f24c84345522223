import { getBase58Decoder, getBase64Encoder, getTransactionDecoder, type SignatureBytes } from '@solana/kit';
import { INVALID_SIGNED_TX_MESSAGE } from '@shared/schemas/operations';
import { badRequest } from '../../lib/errors';

/** Signed transactions come from the client: anything that does not decode is its mistake, not ours. */
export function decodeTx(b64: string) {
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(b64));
  } catch {
    throw badRequest(INVALID_SIGNED_TX_MESSAGE);
  }
}

/** The transaction's signature (its fee payer's), once every required signature is there. */
export function feePayerSignature(signed: string): string {
  const tx = decodeTx(signed);
  if (Object.values(tx.signatures).some((sig) => sig === null)) {
    throw badRequest('The transaction is missing a required signature');
  }
  const [first] = Object.values(tx.signatures) as SignatureBytes[];
  if (!first) throw badRequest('The transaction has no signatures');
  return getBase58Decoder().decode(first);
}
