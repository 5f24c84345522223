import { walletMessages } from '@shared/schemas/wallet';
import {
  deriveSolanaWallet,
  generateSolanaWallet,
  isValidMnemonic,
  normalizeMnemonic,
  unknownMnemonicWords,
  walletFromSecretKey,
  type MnemonicWordCount,
} from '@shared/solana/hd-wallet';
import type { LocalWallet } from './wallet-types';

export type ImportMethod = 'phrase' | 'privateKey';
export type ImportResult =
  { ok: true; wallet: Omit<LocalWallet, 'id' | 'name'> } | { ok: false; message: string };

const now = () => new Date().toISOString();

/** A new wallet generated in this browser (WebCrypto randomness); nothing is sent anywhere. */
export async function makeGeneratedWallet(
  words: MnemonicWordCount,
): Promise<Omit<LocalWallet, 'id' | 'name'>> {
  const w = await generateSolanaWallet(words);
  return {
    address: w.address,
    privateKey: w.secretKey,
    mnemonic: w.mnemonic,
    derivationPath: w.path,
    source: 'generated',
    createdAt: now(),
  };
}

/** Validates then imports; the messages say what is wrong (blank, unknown words, checksum, bad key). */
export async function importWallet(method: ImportMethod, input: string): Promise<ImportResult> {
  if (method === 'phrase') {
    if (!input.trim()) return { ok: false, message: walletMessages.seedRequired };
    const unknown = unknownMnemonicWords(input);
    if (unknown.length > 0) return { ok: false, message: walletMessages.seedUnknownWords(unknown) };
    if (!isValidMnemonic(input)) return { ok: false, message: walletMessages.seedInvalid };
    const w = await deriveSolanaWallet(normalizeMnemonic(input));
    return {
      ok: true,
      wallet: {
        address: w.address,
        privateKey: w.secretKey,
        mnemonic: w.mnemonic,
        derivationPath: w.path,
        source: 'imported',
        createdAt: now(),
      },
    };
  }
  if (!input.trim()) return { ok: false, message: walletMessages.secretKeyRequired };
  const material = await walletFromSecretKey(input);
  if (!material) return { ok: false, message: walletMessages.secretKeyInvalid };
  return {
    ok: true,
    wallet: {
      address: material.address,
      privateKey: material.secretKey,
      mnemonic: null,
      derivationPath: null,
      source: 'imported',
      createdAt: now(),
    },
  };
}
