import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { LocalWallet } from './local-wallet/local-wallet';
import { buildWalletOptions } from './wallet-catalog';

const installed = (name: string): Wallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/png;base64,AAAA',
  chains: ['solana:mainnet'],
  features: {},
  accounts: [],
});

describe('wallet options', () => {
  it('lists Phantom (recommended), Solflare and Backpack; only installed ones are available', () => {
    const options = buildWalletOptions([installed('Phantom')]);
    expect(options.map((o) => [o.name, o.available, o.recommended])).toEqual([
      ['Phantom', true, true],
      ['Solflare', false, false],
      ['Backpack', false, false],
    ]);
    expect(options[0]?.features).toEqual(['Easy to use', 'Built-in dApp browser', 'Mobile & Desktop']);
    expect(options[0]?.icon).toBe('data:image/png;base64,AAAA');
  });

  it('puts an installed wallet before the ones that need installing', () => {
    const options = buildWalletOptions([installed('Solflare')]);
    expect(options.map((o) => [o.name, o.available])).toEqual([
      ['Solflare', true],
      ['Phantom', false],
      ['Backpack', false],
    ]);
  });

  it('recommends the Local Wallet on the embedded chain and lists it first, then the other working wallets', () => {
    const options = buildWalletOptions([installed('Glow'), new LocalWallet()]);
    expect(options.map((o) => o.slug)).toEqual(['local-wallet', 'glow', 'phantom', 'solflare', 'backpack']);
    expect(options.filter((o) => o.recommended).map((o) => o.name)).toEqual(['Local Wallet']);
    expect(options.slice(0, 2).every((o) => o.available)).toBe(true);
  });

  it('without any extension the Local Wallet is the first option (the 375 px dialog shows it first)', () => {
    const options = buildWalletOptions([new LocalWallet()]);
    expect(options.map((o) => [o.slug, o.available])).toEqual([
      ['local-wallet', true],
      ['phantom', false],
      ['solflare', false],
      ['backpack', false],
    ]);
  });
});
