import fc from 'fast-check';
import { getBase58Encoder } from '@solana/kit';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import {
  deriveEd25519Path,
  deriveSolanaWallet,
  generateSolanaWallet,
  isValidMnemonic,
  mnemonicToSeed,
  unknownMnemonicWords,
  walletFromSecretKey,
} from './hd-wallet';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));

describe("Phantom-compatible derivation (m/44'/501'/i'/0')", () => {
  // Published vector: Solana Cookbook, "How to Restore a Keypair from a Mnemonic" → "Restoring BIP44
  // format mnemonics" (solana.com/developers/cookbook/wallets/restore-keypair, file
  // code/content/cookbook/wallets/restore-bip44-mnemonic.ts). These are the addresses Phantom shows
  // for accounts 1–3 when the phrase is imported.
  const phrase = 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact';
  const expected = [
    '5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N',
    'GcXbfQ5yY3uxCyBNDPBbR5FjumHf89E7YHXuULfGDBBv',
    '7QPgyQwNLqnoSwHEuK8wKy2Y3Ani6EHoZRihTuWkwxbc',
  ];

  it.each(expected.map((address, account) => [account, address]))(
    'account %i of the cookbook phrase is %s',
    async (account, address) => {
      const wallet = await deriveSolanaWallet(phrase, Number(account));
      expect(wallet.address).toBe(address);
      expect(wallet.path).toBe(`m/44'/501'/${account}'/0'`);
    },
  );

  it('exports a 64-byte secret key (seed ‖ public key) that imports back to the same address', async () => {
    const wallet = await deriveSolanaWallet(phrase);
    const bytes = getBase58Encoder().encode(wallet.secretKey);
    expect(bytes.length).toBe(64);
    expect(getBase58Encoder().encode(wallet.address)).toEqual(bytes.slice(32));
    expect(await walletFromSecretKey(wallet.secretKey)).toEqual({
      address: wallet.address,
      secretKey: wallet.secretKey,
    });
    expect((await walletFromSecretKey(JSON.stringify(Array.from(bytes))))?.address).toBe(wallet.address);
  });

  it('tolerates extra whitespace and capitals in a pasted phrase', async () => {
    const messy = `  ${phrase.toUpperCase().replace(/ /g, '\n  ')} `;
    expect((await deriveSolanaWallet(messy)).address).toBe(expected[0]);
  });
});

describe('SLIP-0010 ed25519 (spec test vector 1, seed 000102…0f)', () => {
  const seed = fromHex('000102030405060708090a0b0c0d0e0f');
  it('derives the master key and m/0H', () => {
    const master = deriveEd25519Path(seed, 'm');
    expect(hex(master.key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7');
    expect(hex(master.chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb');
    const child = deriveEd25519Path(seed, "m/0'");
    expect(hex(child.key)).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3');
    expect(hex(child.chainCode)).toBe('8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69');
  });

  it('refuses non-hardened segments, which ed25519 cannot derive', () => {
    expect(() => deriveEd25519Path(seed, 'm/44/501')).toThrow(/hardened/);
  });
});

describe('mnemonics', () => {
  it('WebCrypto seed equals the reference BIP39 seed (TREZOR vector and random phrases)', async () => {
    const trezor =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
    expect(hex(await mnemonicToSeed(trezor, 'TREZOR'))).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(12 as const, 24 as const), async (words) => {
        const wallet = await generateSolanaWallet(words);
        expect(wallet.mnemonic.split(' ')).toHaveLength(words);
        expect(isValidMnemonic(wallet.mnemonic)).toBe(true);
        expect(await mnemonicToSeed(wallet.mnemonic)).toEqual(mnemonicToSeedSync(wallet.mnemonic));
      }),
      { numRuns: 5 },
    );
  });

  it('rejects a phrase with a wrong checksum word and names unknown words', () => {
    const bad =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    expect(isValidMnemonic(bad)).toBe(false);
    expect(unknownMnemonicWords('abandon solanaa zoo')).toEqual(['solanaa']);
  });

  it('refuses a secret key whose public half belongs to another key', async () => {
    const a = await generateSolanaWallet();
    const b = await generateSolanaWallet();
    const bytesA = getBase58Encoder().encode(a.secretKey);
    const bytesB = getBase58Encoder().encode(b.secretKey);
    const forged = new Uint8Array(64);
    forged.set(bytesA.slice(0, 32));
    forged.set(bytesB.slice(32), 32);
    expect(await walletFromSecretKey(JSON.stringify(Array.from(forged)))).toBeNull();
    expect(await walletFromSecretKey('not-base58-0OIl')).toBeNull();
  });
});
