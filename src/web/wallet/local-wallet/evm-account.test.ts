import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { getBase58Decoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../test-helpers';
import { evmAccountFromMnemonic, localEvmAccount, localWalletMnemonic } from './evm-account';
import { LOCAL_WALLET_STORAGE_KEY, loadOrCreateLocalKey } from './keypair-store';

// Published test vectors: Hardhat/Anvil's default mnemonic and its first account; BIP-39's all-zero entropy.
const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

describe('Local Wallet EVM account', () => {
  it('derives the first BIP-44 Ethereum account of a mnemonic (Hardhat test vector)', () => {
    expect(evmAccountFromMnemonic(HARDHAT_MNEMONIC).address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });

  it('reads the 32-byte seed as BIP-39 entropy (the all-zero vector gives abandon … art)', () => {
    const mnemonic = localWalletMnemonic(new Uint8Array(32));
    expect(mnemonic).toBe(`${'abandon '.repeat(23)}art`);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
  });

  it('gives the same EVM account for the same stored seed and none before the wallet has a key', async () => {
    const storage = createMemoryStorage();
    expect(localEvmAccount(storage)).toBeNull();
    await loadOrCreateLocalKey(storage);
    const first = localEvmAccount(storage);
    expect(first?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(localEvmAccount(storage)?.address).toBe(first?.address);

    const other = createMemoryStorage();
    const seed = getBase58Decoder().decode(new Uint8Array(32).fill(7));
    other.setItem(LOCAL_WALLET_STORAGE_KEY, JSON.stringify({ version: 1, seed }));
    const fixed = localEvmAccount(other);
    expect(fixed?.address).toBe(
      evmAccountFromMnemonic(localWalletMnemonic(new Uint8Array(32).fill(7))).address,
    );
    expect(fixed?.address).not.toBe(first?.address);
  });
});
