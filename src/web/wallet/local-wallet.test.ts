import {
  address,
  getAddressEncoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getUtf8Decoder,
  signatureBytes,
  verifySignature,
} from '@solana/kit';
import { parseSignInMessage } from '@shared/solana/siws';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_WALLET_STORAGE_KEY } from './local-wallet/keypair-store';
import { LocalWallet } from './local-wallet/local-wallet';
import { buildPartiallySignedTransaction, createMemoryStorage } from './test-helpers';

async function connectedWallet(storage?: Storage) {
  const funded: string[] = [];
  const wallet = new LocalWallet({ storage, fund: async (a) => void funded.push(a) });
  const { accounts } = await wallet.features['standard:connect'].connect();
  const account = accounts[0];
  if (!account) throw new Error('no account');
  return { wallet, account, owner: address(account.address), funded };
}

describe('Local Wallet', () => {
  beforeEach(() => {
    globalThis.localStorage = createMemoryStorage();
  });

  it('creates one key, stores its seed in localStorage, funds it, and reuses it after a reload', async () => {
    const first = await connectedWallet();
    expect(first.funded).toEqual([first.account.address]);
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_WALLET_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({
      version: 1,
      seed: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    });
    expect(first.account.publicKey).toEqual(getAddressEncoder().encode(first.owner));

    const again = await connectedWallet();
    expect(again.account.address).toBe(first.account.address);
    const elsewhere = await connectedWallet(createMemoryStorage());
    expect(elsewhere.account.address).not.toBe(first.account.address);
  });

  it('signs a kit-built transaction and keeps another signer’s existing signature', async () => {
    const { wallet, account, owner } = await connectedWallet();
    const { wire, other } = await buildPartiallySignedTransaction(owner);
    const before = getTransactionDecoder().decode(wire);
    const otherSignature = before.signatures[other.address];
    expect(otherSignature).toBeTruthy();

    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: wire,
    });
    if (!output) throw new Error('no output');
    const signed = getTransactionDecoder().decode(output.signedTransaction);

    expect(signed.messageBytes).toEqual(before.messageBytes);
    expect(signed.signatures[other.address]).toEqual(otherSignature);
    const own = signed.signatures[owner];
    if (!own || !otherSignature) throw new Error('missing signature');
    const publicKey = await getPublicKeyFromAddress(owner);
    expect(await verifySignature(publicKey, own, signed.messageBytes)).toBe(true);
    expect(await verifySignature(other.keyPair.publicKey, otherSignature, signed.messageBytes)).toBe(true);
  });

  it('refuses a transaction it is not a signer of', async () => {
    const { wallet, account } = await connectedWallet();
    const stranger = await connectedWallet(createMemoryStorage());
    const { wire } = await buildPartiallySignedTransaction(stranger.owner);
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction: wire }),
    ).rejects.toThrow(/does not require a signature/);
  });

  it('signs in with a SIWS message the server can parse and verify', async () => {
    const { wallet, account, owner } = await connectedWallet();
    const input = {
      domain: 'localhost:5000',
      address: account.address,
      statement: 'Sign in to SOLX Token Launch Suite',
      uri: 'http://localhost:5000',
      version: '1',
      chainId: 'solana:localnet',
      nonce: 'abc123def456',
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 300_000).toISOString(),
    };
    const [output] = await wallet.features['solana:signIn'].signIn(input);
    if (!output) throw new Error('no output');
    expect(output.signatureType).toBe('ed25519');
    expect(output.account.address).toBe(account.address);

    const parsed = parseSignInMessage(getUtf8Decoder().decode(output.signedMessage));
    expect(parsed).toEqual({ domain: 'localhost:5000', address: account.address, nonce: 'abc123def456' });
    const publicKey = await getPublicKeyFromAddress(owner);
    expect(await verifySignature(publicKey, signatureBytes(output.signature), output.signedMessage)).toBe(
      true,
    );
  });

  it('disconnects and emits the empty account list', async () => {
    const { wallet } = await connectedWallet();
    const seen: number[] = [];
    wallet.features['standard:events'].on('change', ({ accounts }) => void seen.push(accounts?.length ?? -1));
    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toHaveLength(0);
    expect(seen).toEqual([0]);
  });
});
