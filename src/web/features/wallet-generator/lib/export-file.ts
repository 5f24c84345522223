import { getBase64Decoder, getBase64Encoder } from '@solana/kit';
import type { LocalWallet } from './wallet-types';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 210_000;
export const EXPORT_FORMAT = 'solx-wallet-export/v1';

export interface ExportedWallet {
  name: string;
  address: string;
  privateKey: string;
  mnemonic: string | null;
  derivationPath: string | null;
  createdAt: string;
}

export interface PlainExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  note: string;
  wallets: ExportedWallet[];
}

export interface EncryptedExport {
  format: typeof EXPORT_FORMAT;
  encrypted: true;
  exportedAt: string;
  /** How to decrypt, so the file can be opened without this app. */
  howToDecrypt: string;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; length: 256; iv: string; tagLength: 128 };
  /** base64 of AES-GCM(ciphertext ‖ 16-byte tag) of the plain export JSON. */
  ciphertext: string;
}

const b64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);
const unb64 = (text: string) => Uint8Array.from(getBase64Encoder().encode(text));

export function plainExport(wallets: LocalWallet[], now = new Date()): PlainExport {
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    note: 'Private keys are base58 64-byte secret keys (Phantom / solana-keygen format). Keep this file offline.',
    wallets: wallets.map((w) => ({
      name: w.name,
      address: w.address,
      privateKey: w.privateKey,
      mnemonic: w.mnemonic,
      derivationPath: w.derivationPath,
      createdAt: w.createdAt,
    })),
  };
}

async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function encryptExport(
  data: PlainExport,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<EncryptedExport> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(password, salt, iterations);
  const plain = new TextEncoder().encode(JSON.stringify(data));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  return {
    format: EXPORT_FORMAT,
    encrypted: true,
    exportedAt: data.exportedAt,
    howToDecrypt:
      'key = PBKDF2-HMAC-SHA256(password as UTF-8, base64-decoded kdf.salt, kdf.iterations, 32 bytes); ' +
      'plaintext = AES-256-GCM-decrypt(key, base64-decoded cipher.iv, base64-decoded ciphertext, whose last 16 bytes are the tag); ' +
      'the plaintext is the UTF-8 JSON of the unencrypted export.',
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: b64(salt) },
    cipher: { name: 'AES-GCM', length: 256, iv: b64(iv), tagLength: 128 },
    ciphertext: b64(sealed),
  };
}

/** Opens an encrypted export; throws when the password is wrong (the GCM tag does not verify). */
export async function decryptExport(file: EncryptedExport, password: string): Promise<PlainExport> {
  const key = await deriveKey(password, unb64(file.kdf.salt), file.kdf.iterations);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: unb64(file.cipher.iv) },
    key,
    unb64(file.ciphertext),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as PlainExport;
}

export function exportFileName(encrypted: boolean, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `solana-wallets-${stamp}${encrypted ? '.encrypted' : ''}.json`;
}
