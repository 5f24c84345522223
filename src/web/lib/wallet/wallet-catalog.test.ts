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
    const options = buildWalletOptions([installed('Solflare')]);
    expect(options.map((o) => [o.name, o.available, o.recommended])).toEqual([
      ['Phantom', false, true],
      ['Solflare', true, false],
      ['Backpack', false, false],
    ]);
    expect(options[0]?.features).toEqual(['Easy to use', 'Built-in dApp browser', 'Mobile & Desktop']);
    expect(options[1]?.icon).toBe('data:image/png;base64,AAAA');
  });

  it('adds the Local Wallet fourth and recommends it on the embedded chain, then other wallets', () => {
    const options = buildWalletOptions([installed('Glow'), new LocalWallet()]);
    expect(options.map((o) => o.slug)).toEqual(['phantom', 'solflare', 'backpack', 'local-wallet', 'glow']);
    expect(options.filter((o) => o.recommended).map((o) => o.name)).toEqual(['Local Wallet']);
    expect(options.slice(3).every((o) => o.available)).toBe(true);
  });
});
