import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';

function parseSecret(text: string): Uint8Array {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return Uint8Array.from(JSON.parse(trimmed) as number[]);
  return Uint8Array.from(getBase58Encoder().encode(trimmed));
}

/**
 * The platform's keypair (treasury, pool and vault authority). From PLATFORM_KEYPAIR (a keypair file in
 * solana-keygen's JSON format, or a base58 secret), else generated once into the data directory.
 */
export async function loadPlatformKey(setting: string | undefined, dataDir: string): Promise<KeyPairSigner> {
  if (setting) {
    const text = existsSync(setting) ? readFileSync(setting, 'utf8') : setting;
    return createKeyPairSignerFromBytes(parseSecret(text));
  }
  const file = path.join(dataDir, 'platform-keypair.json');
  if (existsSync(file)) return createKeyPairSignerFromBytes(parseSecret(readFileSync(file, 'utf8')));
  const seed = new Uint8Array(randomBytes(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const secret = [...seed, ...getAddressEncoder().encode(signer.address)];
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secret), { mode: 0o600 });
  return signer;
}
