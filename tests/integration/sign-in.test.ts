import { generateKeyPairSigner, getBase64Decoder, signBytes } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithKey } from '@shared/launch-plans/key-signer';
import { ApiWallet } from './helpers/api-wallet';
import { postJson } from './helpers/raw-http';
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

  it('refuses a sign-in relayed under another Host: no nonce for it, no session from it', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const relayedNonce = await postJson(
      `${server.url}/api/auth/nonce`,
      { address: wallet.address },
      { host: 'evil.example' },
    );
    expect(relayedNonce.status).toBe(403);
    expect(relayedNonce.json).toMatchObject({
      error: 'foreign_host',
      message: "Sign-in refused: evil.example is not this site's address",
    });

    // A message issued to the real site, signed by the wallet, posted by the relay under its own Host.
    const nonce = await wallet.call('POST', '/api/auth/nonce', { address: wallet.address });
    const text = String(nonce.json.message);
    expect(text.split('\n')[0]).toBe(
      `${new URL(server.url).host} wants you to sign in with your Solana account:`,
    );
    expect(text).toContain(`URI: ${server.url}\n`);
    const message = new TextEncoder().encode(text);
    const signed = {
      address: wallet.address,
      signedMessage: b64(message),
      signature: b64(await signBytes(wallet.signer.keyPair.privateKey, message)),
    };
    const relayedVerify = await postJson(`${server.url}/api/auth/verify`, signed, { host: 'evil.example' });
    expect(relayedVerify.status).toBe(403);
    expect(relayedVerify.json.error).toBe('foreign_host');
    expect(relayedVerify.headers['set-cookie']).toBeUndefined();
    // The refused relay spent nothing: the site itself still accepts the signature, once.
    expect((await postJson(`${server.url}/api/auth/verify`, signed)).status).toBe(200);
  });

  it("names the page's origin when it is one of the site's, as behind Vite's proxy in npm run dev", async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const page = { origin: `http://localhost:${server.port}`, 'sec-fetch-site': 'same-origin' };
    const nonce = await postJson(`${server.url}/api/auth/nonce`, { address: wallet.address }, page);
    const text = String(nonce.json.message);
    expect(text.split('\n')[0]).toBe(
      `localhost:${server.port} wants you to sign in with your Solana account:`,
    );
    expect(text).toContain(`URI: http://localhost:${server.port}\n`);
    const message = new TextEncoder().encode(text);
    const signed = {
      address: wallet.address,
      signedMessage: b64(message),
      signature: b64(await signBytes(wallet.signer.keyPair.privateKey, message)),
    };
    expect((await postJson(`${server.url}/api/auth/verify`, signed, page)).status).toBe(200);
  });

  it('refuses a signed message that differs from the issued one in any line', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const nonce = await wallet.call('POST', '/api/auth/nonce', { address: wallet.address });
    const issued = String(nonce.json.message);
    const lines = issued.split('\n');
    const later = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
    const edits: Array<[string, (line: string) => string]> = [
      ['wants you to sign in', () => `evil.example wants you to sign in with your Solana account:`],
      ['Sign in to SOLX', (l) => `${l} Also approve everything.`],
      ['URI: ', () => 'URI: https://evil.example'],
      ['Version: ', () => 'Version: 2'],
      ['Chain ID: ', () => 'Chain ID: mainnet'],
      ['Issued At: ', (l) => `Issued At: ${later(l.slice('Issued At: '.length))}`],
      ['Expiration Time: ', (l) => `Expiration Time: ${later(l.slice('Expiration Time: '.length))}`],
    ];
    const variants = edits.map(([marker, edit]) => {
      const i = lines.findIndex((l) => l.includes(marker));
      expect(i, marker).toBeGreaterThanOrEqual(0);
      return lines.map((l, j) => (j === i ? edit(l) : l)).join('\n');
    });
    variants.push(
      `${issued}\n`,
      issued.replace('\nURI: ', '\n\nURI: '),
      `${issued}\nResources:\n- https://evil.example`,
    );
    for (const variant of variants) {
      const bytes = new TextEncoder().encode(variant);
      const res = await wallet.call('POST', '/api/auth/verify', {
        address: wallet.address,
        signedMessage: b64(bytes),
        signature: b64(await signBytes(wallet.signer.keyPair.privateKey, bytes)),
      });
      expect(res.status, variant).toBe(401);
      expect(res.json.message, variant).toBe(
        'Sign-in failed: the signed message is not the one this site issued',
      );
    }
    const bytes = new TextEncoder().encode(issued);
    const exact = await wallet.call('POST', '/api/auth/verify', {
      address: wallet.address,
      signedMessage: b64(bytes),
      signature: b64(await signBytes(wallet.signer.keyPair.privateKey, bytes)),
    });
    expect(exact.status).toBe(200);
  });

  it('answers a token instead of a cookie when asked, and that token alone is the session', async () => {
    const owner = await ApiWallet.create(server.url, 0);
    const buyer = await generateKeyPairSigner();
    let setCookie: string | null = 'unread';
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      setCookie = res.headers.get('set-cookie');
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    };
    const token = await signInWithKey({ call: (m, p, b) => call(m, p, b) }, buyer, { bearer: true });
    expect(token).toMatch(/.{16,}/);
    expect(setCookie).toBeNull();
    expect((await call('GET', '/api/auth/session')).status).toBe(401);
    expect((await call('GET', '/api/auth/session', undefined, token)).json.address).toBe(buyer.address);
    // With the owner's cookie and the buyer's token on one request, the token decides.
    const both = await fetch(`${server.url}/api/auth/session`, {
      headers: { cookie: owner.cookie, authorization: `Bearer ${token}` },
    });
    expect(((await both.json()) as { address: string }).address).toBe(buyer.address);
    expect((await owner.call('GET', '/api/auth/session')).json.address).toBe(owner.address);
    expect((await call('GET', '/api/auth/session', undefined, 'not-a-session')).status).toBe(401);
    await call('POST', '/api/auth/logout', {}, token);
    expect((await call('GET', '/api/auth/session', undefined, token)).status).toBe(401);
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
