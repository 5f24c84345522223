import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { readSeed } from './keypair-store';

/** BIP-44 path of the first Ethereum account, the one every EVM wallet shows first for a mnemonic. */
export const LOCAL_EVM_PATH = "m/44'/60'/0'/0/0" as const;

/** The first BIP-44 Ethereum account of a BIP-39 mnemonic. */
export function evmAccountFromMnemonic(mnemonic: string): HDAccount {
  return mnemonicToAccount(mnemonic, { path: LOCAL_EVM_PATH });
}

/**
 * The Local Wallet's mnemonic: its stored 32-byte seed read as BIP-39 entropy (24 words). The Solana key
 * keeps using the seed directly, so existing Local Wallet addresses do not change.
 */
export function localWalletMnemonic(seed: Uint8Array): string {
  return entropyToMnemonic(seed, wordlist);
}

/** The Local Wallet's EVM account (m/44'/60'/0'/0/0 of its mnemonic); null before the wallet has a key. */
export function localEvmAccount(storage: Storage = globalThis.localStorage): HDAccount | null {
  const seed = readSeed(storage);
  return seed ? evmAccountFromMnemonic(localWalletMnemonic(seed)) : null;
}
