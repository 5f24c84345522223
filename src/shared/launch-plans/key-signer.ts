import {
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type KeyPairSigner,
  type SignatureBytes,
} from '@solana/kit';
import { requestNonce, verifySignIn } from '../api/auth';
import { endpointUrl } from '../api/endpoint';
import type { RunTransport } from './runner';

/**
 * Sign-in with a key as a wallet does it (SIWS): the server's message, signed, sent back. With `bearer`
 * the answer is the session token (the caller sends it itself) instead of a cookie.
 */
export async function signInWithKey(
  t: RunTransport,
  signer: KeyPairSigner,
  opts: { bearer?: boolean } = {},
): Promise<string | undefined> {
  const b64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);
  const nonce = await t.call('POST', endpointUrl(requestNonce), { address: signer.address });
  const message = new TextEncoder().encode(String((nonce.json as { message?: unknown }).message));
  const signature = await signBytes(signer.keyPair.privateKey, message);
  const verified = await t.call('POST', endpointUrl(verifySignIn), {
    address: signer.address,
    signedMessage: b64(message),
    signature: b64(signature),
    ...(opts.bearer ? { bearer: true } : {}),
  });
  if (verified.status !== 200) throw new Error(`Sign-in refused: ${JSON.stringify(verified.json)}`);
  return (verified.json as { token?: string }).token;
}

/** Adds the key's signature to each planned base64 transaction, keeping the others. */
export function signWithKey(signer: KeyPairSigner, transactions: string[]): Promise<string[]> {
  return Promise.all(
    transactions.map(async (b64) => {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(b64));
      const sig: SignatureBytes = await signBytes(signer.keyPair.privateKey, tx.messageBytes);
      const signed = { ...tx, signatures: { ...tx.signatures, [signer.address]: sig } };
      return getBase64Decoder().decode(getTransactionEncoder().encode(signed));
    }),
  );
}
