import type { SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { isSolanaWallet, signTransactionsWith } from './standard-wallet';

const account: WalletAccount = {
  address: 'x',
  publicKey: new Uint8Array(32),
  chains: ['solana:localnet'],
  features: [],
};

/** A fake extension wallet that records each `solana:signTransaction` call's size. */
function fakeWallet(fail: (size: number) => Error | null) {
  const calls: number[] = [];
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Fake',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:localnet'],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: SolanaSignTransactionInput[]) => {
          calls.push(inputs.length);
          const error = fail(inputs.length);
          if (error) throw error;
          return inputs.map((i) => ({ signedTransaction: Uint8Array.of(...i.transaction, 1) }));
        },
      },
    },
  };
  return { wallet, calls };
}

const txs = (n: number) => Array.from({ length: n }, (_, i) => Uint8Array.of(i));

describe('signing through a Wallet Standard wallet', () => {
  it('asks once for all transactions and keeps their order', async () => {
    const { wallet, calls } = fakeWallet(() => null);
    const signed = await signTransactionsWith(wallet, account, 'solana:localnet', txs(25));
    expect(calls).toEqual([25]);
    expect(signed.map((s) => s[0])).toEqual(txs(25).map((t) => t[0]));
  });

  it('falls back to chunks when the wallet fails on a large request', async () => {
    const { wallet, calls } = fakeWallet((size) => (size > 10 ? new Error('Request too large') : null));
    const signed = await signTransactionsWith(wallet, account, undefined, txs(25));
    expect(calls).toEqual([25, 10, 10, 5]);
    expect(signed).toHaveLength(25);
  });

  it('does not ask again after the user rejected', async () => {
    const { wallet, calls } = fakeWallet(() =>
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    );
    await expect(signTransactionsWith(wallet, account, undefined, txs(25))).rejects.toThrow(/rejected/);
    expect(calls).toEqual([25]);
  });

  it('recognises Solana wallets', () => {
    expect(isSolanaWallet(fakeWallet(() => null).wallet)).toBe(true);
    expect(isSolanaWallet({ ...fakeWallet(() => null).wallet, chains: ['ethereum:1'] })).toBe(false);
  });
});
