import { readFile } from 'node:fs/promises';
import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';
import { signInWithKey, signWithKey } from '@shared/launch-plans/key-signer';
import type { RunTransport } from '@shared/launch-plans/runner';

export { signInWithKey, signWithKey };

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

  async signIn(): Promise<void> {
    await signInWithKey(this, this.signer);
  }

  readonly sign = (transactions: string[]): Promise<string[]> => signWithKey(this.signer, transactions);
}
