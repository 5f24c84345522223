import { generateKeyPairSigner, getBase64Decoder, signBytes } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const b64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);

describe('Sign-In With Solana', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('opens a session for a valid signature and ends it on logout', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const session = await wallet.call('GET', '/api/auth/session');
    expect(session.json.address).toBe(wallet.address);
    await wallet.call('POST', '/api/auth/logout');
    expect((await wallet.call('GET', '/api/auth/session')).status).toBe(401);
  });

  it('refuses a nonce used twice, a signature by another key and a message for another address', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const other = await generateKeyPairSigner();
    const nonce = await wallet.call('POST', '/api/auth/nonce', { address: wallet.address });
    const message = new TextEncoder().encode(String(nonce.json.message));

    const forged = await wallet.call('POST', '/api/auth/verify', {
      address: wallet.address,
      signedMessage: b64(message),
      signature: b64(await signBytes(other.keyPair.privateKey, message)),
    });
    expect(forged.status).toBe(401);
    expect(forged.json.message).toBe('Sign-in failed: the signature does not match the wallet');

    const good = {
      address: wallet.address,
      signedMessage: b64(message),
      signature: b64(await signBytes(wallet.signer.keyPair.privateKey, message)),
    };
    expect((await wallet.call('POST', '/api/auth/verify', good)).status).toBe(200);
    const replay = await wallet.call('POST', '/api/auth/verify', good);
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe('Sign-in failed: the sign-in request is unknown or was already used');

    const swapped = await wallet.call('POST', '/api/auth/verify', { ...good, address: other.address });
    expect(swapped.json.message).toBe('Sign-in failed: the message names another address');
  });

  it('validates the address with the shared schema', async () => {
    const res = await fetch(`${server.url}/api/auth/nonce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'nope' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Invalid wallet address');
  });

  it('sends security headers, including a CSP without inline scripts', async () => {
    const res = await fetch(`${server.url}/api/security/check`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
