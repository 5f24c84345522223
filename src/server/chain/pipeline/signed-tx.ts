import { createPublicKey, verify } from 'node:crypto';
import { getBase58Decoder, getBase64Encoder, getTransactionDecoder, type Address } from '@solana/kit';
import { INVALID_SIGNED_TX_MESSAGE, MESSAGE_MISMATCH_MESSAGE } from '@shared/schemas/operations';
import { badRequest } from '../../lib/errors';
import { keyBytes } from './message-bytes';
import { isEmptySignature, readWire, sameBytes } from './wire';

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
  const tx = readWire(signed);
  if (!tx) throw badRequest(INVALID_SIGNED_TX_MESSAGE);
  if (tx.signatures.some(isEmptySignature)) {
    throw badRequest('The transaction is missing a required signature');
  }
  const [first] = tx.signatures;
  if (!first) throw badRequest('The transaction has no signatures');
  return getBase58Decoder().decode(first);
}

/**
 * Whether `signature` is the key's over `message`: node:crypto's synchronous Ed25519 (the OpenSSL check
 * WebCrypto runs too) instead of kit's `verifySignature`, whose key import and async verify cost about
 * 1 ms per submit.
 */
export function signedBy(key: Uint8Array, signature: Uint8Array, message: Uint8Array): boolean {
  // As a JWK: OpenSSL 3's DER decoder costs ten times as much.
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, message, publicKey, signature);
}

/**
 * Checks `signed` is exactly the `planned` message with `wallet`'s valid signature in its slot.
 */
export function checkWalletSigned(planned: string, signed: string, wallet: Address): void {
  const plannedTx = readWire(planned);
  const signedTx = readWire(signed);
  if (!signedTx) throw badRequest(INVALID_SIGNED_TX_MESSAGE);
  if (!plannedTx || !sameBytes(plannedTx.message, signedTx.message))
    throw badRequest(MESSAGE_MISMATCH_MESSAGE);
  const key = keyBytes(wallet);
  const slot = signedTx.signers.findIndex((k) => sameBytes(k, key));
  const walletSignature = signedTx.signatures[slot];
  if (!walletSignature || isEmptySignature(walletSignature))
    throw badRequest('The wallet did not sign the transaction');
  if (!signedBy(key, walletSignature, signedTx.message)) {
    throw badRequest('The wallet signature is not valid for this transaction');
  }
}
