import { readFile } from 'node:fs/promises';
import {
  createKeyPairSignerFromBytes,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type KeyPairSigner,
  type SignatureBytes,
} from '@solana/kit';
import { requestNonce, verifySignIn } from '@shared/api/auth';
import { endpointUrl } from '@shared/api/endpoint';
import type { RunTransport } from '@shared/launch-plans/runner';

/** A solana-keygen file: the JSON array of the 64 secret-key bytes. */
export async function readKeypairFile(file: string): Promise<KeyPairSigner> {
  const bytes = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (
    !Array.isArray(bytes) ||
    bytes.length !== 64 ||
    !bytes.every((b) => Number.isInteger(b) && b >= 0 && b < 256)
  ) {
    throw new Error(`${file} is not a solana-keygen keypair file (a JSON array of 64 bytes)`);
  }
  return createKeyPairSignerFromBytes(Uint8Array.from(bytes as number[]));
}

/** The app's API as a wallet sees it: sign-in with the key (SIWS), the session cookie, signed transactions. */
export class KeyClient implements RunTransport {
  private cookie = '';
  constructor(
    readonly baseUrl: string,
    readonly signer: KeyPairSigner,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const sent = body === undefined && method !== 'GET' ? {} : body;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(sent === undefined ? {} : { 'content-type': 'application/json' }), cookie: this.cookie },
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : {} };
  }

  /** A text answer (the run report) with the session. */
  async text(path: string): Promise<string> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.text();
  }

  signIn(): Promise<void> {
    return signInWithKey(this, this.signer);
  }

  readonly sign = (transactions: string[]): Promise<string[]> => signWithKey(this.signer, transactions);
}

/** Sign-in with a key as a wallet does it (SIWS): the server's message, signed, sent back. */
export async function signInWithKey(t: RunTransport, signer: KeyPairSigner): Promise<void> {
  const b64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);
  const nonce = await t.call('POST', endpointUrl(requestNonce), { address: signer.address });
  const message = new TextEncoder().encode(String((nonce.json as { message?: unknown }).message));
  const signature = await signBytes(signer.keyPair.privateKey, message);
  const verified = await t.call('POST', endpointUrl(verifySignIn), {
    address: signer.address,
    signedMessage: b64(message),
    signature: b64(signature),
  });
  if (verified.status !== 200) throw new Error(`Sign-in refused: ${JSON.stringify(verified.json)}`);
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
