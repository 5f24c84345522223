import { generateMnemonic as bip39Generate, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  getAddressDecoder,
  type KeyPairSigner,
} from '@solana/kit';

/**
 * Solana wallets the way Phantom, Solflare and solana-keygen make them: a BIP39 phrase, its seed
 * (PBKDF2-SHA512, 2048 rounds, salt "mnemonic"), then SLIP-0010 ed25519 derivation, which only has
 * hardened children. Runs unchanged in the browser and in Node (WebCrypto only, no Buffer).
 */
export const MNEMONIC_WORD_COUNTS = [12, 24] as const;
export type MnemonicWordCount = (typeof MNEMONIC_WORD_COUNTS)[number];

export const solanaDerivationPath = (account = 0) => `m/44'/501'/${account}'/0'`;

const HARDENED = 0x80000000;
const ED25519_KEY = new TextEncoder().encode('ed25519 seed');

export function generateMnemonic(words: MnemonicWordCount = 12): string {
  return bip39Generate(wordlist, words === 24 ? 256 : 128);
}

/** Lower-cases and collapses whitespace so a pasted phrase with line breaks still imports. */
export function normalizeMnemonic(phrase: string): string {
  return phrase.normalize('NFKD').trim().toLowerCase().split(/\s+/).join(' ');
}

export function isValidMnemonic(phrase: string): boolean {
  return validateMnemonic(normalizeMnemonic(phrase), wordlist);
}

/** Words of a phrase that are not in the BIP39 English list (to say which word is wrong). */
export function unknownMnemonicWords(phrase: string): string[] {
  const known = new Set(wordlist);
  return normalizeMnemonic(phrase)
    .split(' ')
    .filter((w) => w.length > 0 && !known.has(w));
}

/** BIP39 seed through WebCrypto PBKDF2 (fast; the pure-JS variant takes ~100 ms per phrase). */
export async function mnemonicToSeed(phrase: string, passphrase = ''): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(normalizeMnemonic(phrase)), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const salt = enc.encode(`mnemonic${passphrase.normalize('NFKD')}`);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 },
    key,
    512,
  );
  return new Uint8Array(bits);
}

export interface DerivedKey {
  key: Uint8Array;
  chainCode: Uint8Array;
}

/** SLIP-0010 ed25519: every segment must be hardened (`44'`), as Solana paths are. */
export function deriveEd25519Path(seed: Uint8Array, path: string): DerivedKey {
  const segments = path.split('/');
  if (segments[0] !== 'm') throw new Error(`Invalid derivation path: ${path}`);
  let I = hmac(sha512, ED25519_KEY, seed);
  let node: DerivedKey = { key: I.slice(0, 32), chainCode: I.slice(32) };
  for (const segment of segments.slice(1)) {
    const match = /^(\d+)'$/.exec(segment);
    const index = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (!Number.isInteger(index) || index >= HARDENED) {
      throw new Error(`ed25519 derivation needs hardened segments: ${path}`);
    }
    const data = new Uint8Array(37);
    data.set(node.key, 1);
    new DataView(data.buffer).setUint32(33, index + HARDENED);
    I = hmac(sha512, node.chainCode, data);
    node = { key: I.slice(0, 32), chainCode: I.slice(32) };
  }
  return node;
}

export interface SolanaKeyMaterial {
  address: string;
  /** base58 of the 64-byte secret key (seed ‖ public key), the Phantom / solana-keygen format. */
  secretKey: string;
}

async function signerFromSeed(seed32: Uint8Array): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(seed32, true);
}

async function keyMaterial(seed32: Uint8Array): Promise<SolanaKeyMaterial> {
  const signer = await signerFromSeed(seed32);
  const publicKey = getBase58Encoder().encode(signer.address);
  const full = new Uint8Array(64);
  full.set(seed32, 0);
  full.set(publicKey, 32);
  return { address: signer.address, secretKey: getBase58Decoder().decode(full) };
}

export interface DerivedWallet extends SolanaKeyMaterial {
  mnemonic: string;
  path: string;
}

/** The wallet a phrase opens in Phantom at account `account` (default the first one). */
export async function deriveSolanaWallet(phrase: string, account = 0): Promise<DerivedWallet> {
  const mnemonic = normalizeMnemonic(phrase);
  const path = solanaDerivationPath(account);
  const { key } = deriveEd25519Path(await mnemonicToSeed(mnemonic), path);
  return { ...(await keyMaterial(key)), mnemonic, path };
}

export async function generateSolanaWallet(words: MnemonicWordCount = 12): Promise<DerivedWallet> {
  return deriveSolanaWallet(generateMnemonic(words));
}

/** Reads a secret key as base58 (64 or 32 bytes) or a solana-keygen JSON byte array. */
export function parseSecretKey(input: string): Uint8Array | null {
  const text = input.trim();
  try {
    if (text.startsWith('[')) {
      const parsed: unknown = JSON.parse(text);
      const ok =
        Array.isArray(parsed) &&
        parsed.every((b) => Number.isInteger(b) && Number(b) >= 0 && Number(b) < 256);
      return ok ? Uint8Array.from(parsed as number[]) : null;
    }
    return new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    return null;
  }
}

/** Key material from an exported secret key; refuses a 64-byte key whose public half does not match. */
export async function walletFromSecretKey(input: string): Promise<SolanaKeyMaterial | null> {
  const bytes = parseSecretKey(input);
  if (!bytes || (bytes.length !== 64 && bytes.length !== 32)) return null;
  const material = await keyMaterial(bytes.slice(0, 32));
  if (bytes.length === 64) {
    const claimed = getAddressDecoder().decode(bytes.slice(32));
    if (claimed !== material.address) return null;
  }
  return material;
}
