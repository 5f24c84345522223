import type { Wallet } from '@wallet-standard/base';
import { BACKPACK_ICON, PHANTOM_ICON, SOLFLARE_ICON } from './brand-icons';
import { walletSlug } from './format';
import { LOCAL_WALLET_ICON, LOCAL_WALLET_NAME } from './local-wallet/icon';
import type { WalletOption } from './types';

type KnownWallet = Omit<WalletOption, 'available' | 'recommended' | 'slug'>;

export const PHANTOM_NAME = 'Phantom';
export const PHANTOM_HELP_URL = 'https://help.phantom.app/';

const KNOWN_WALLETS: KnownWallet[] = [
  {
    name: PHANTOM_NAME,
    icon: PHANTOM_ICON,
    description: 'The most popular wallet on Solana',
    features: ['Easy to use', 'Built-in dApp browser', 'Mobile & Desktop'],
    installUrl: 'https://phantom.app/',
  },
  {
    name: 'Solflare',
    icon: SOLFLARE_ICON,
    description: 'Secure Solana wallet with staking and hardware support',
    features: ['Multi-device sync', 'Hardware wallet support', 'Advanced features'],
    installUrl: 'https://solflare.com/',
  },
  {
    name: 'Backpack',
    icon: BACKPACK_ICON,
    description: 'Multi-chain wallet with a clean, social experience',
    features: ['Clean interface', 'Multi-chain support', 'Social features'],
    installUrl: 'https://backpack.app/',
  },
];

const LOCAL_WALLET: KnownWallet = {
  name: LOCAL_WALLET_NAME,
  icon: LOCAL_WALLET_ICON,
  description: 'Built-in wallet for the local chain, no extension needed',
  features: ['No extension needed', 'Funded with 10 SOL', 'Keys stay in this browser'],
  installUrl: '',
};

/** Recommended and available first, then the other working ones, then those that need installing. */
const rank = (o: WalletOption) => (o.available ? (o.recommended ? 0 : 1) : 2);

/**
 * The dialog's and menu's options: the three known wallets (available when installed), the Local
 * Wallet when it is registered (recommended on the embedded chain), then any other Solana wallet found.
 * Options that work come first, so on a phone without an extension the Local Wallet is the first card.
 */
export function buildWalletOptions(discovered: readonly Wallet[]): WalletOption[] {
  const byName = new Map(discovered.map((w) => [w.name, w]));
  const hasLocal = byName.has(LOCAL_WALLET_NAME);
  const known = [...KNOWN_WALLETS, ...(hasLocal ? [LOCAL_WALLET] : [])];
  const options: WalletOption[] = known.map((k) => {
    const installed = byName.get(k.name);
    const recommended = hasLocal ? k.name === LOCAL_WALLET_NAME : k.name === PHANTOM_NAME;
    return {
      ...k,
      slug: walletSlug(k.name),
      icon: installed?.icon ?? k.icon,
      available: !!installed,
      recommended,
    };
  });
  const knownNames = new Set(known.map((k) => k.name));
  for (const wallet of discovered) {
    if (knownNames.has(wallet.name)) continue;
    options.push({
      name: wallet.name,
      slug: walletSlug(wallet.name),
      icon: wallet.icon,
      description: 'Installed Solana wallet',
      features: [],
      installUrl: '',
      available: true,
      recommended: false,
    });
  }
  // Array.prototype.sort is stable: the catalogue order holds within each rank.
  return options.sort((a, b) => rank(a) - rank(b));
}
