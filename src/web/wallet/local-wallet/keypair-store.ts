import {
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit';
import type { Address } from '@solana/kit';

export const LOCAL_WALLET_STORAGE_KEY = 'solx.localWallet.v1';

interface StoredKey {
  version: 1;
  /** 32-byte ed25519 seed, base58. Never sent anywhere. */
  seed: string;
}

export interface LocalKey {
  keyPair: CryptoKeyPair;
  address: Address;
  publicKey: Uint8Array;
  /** True when this call generated the key (a fresh account that needs funding). */
  created: boolean;
}

/** The stored 32-byte seed, or null when there is none (or it is unreadable). */
export function readSeed(storage: Storage): Uint8Array | null {
  const raw = storage.getItem(LOCAL_WALLET_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredKey>;
    if (parsed.version !== 1 || typeof parsed.seed !== 'string') return null;
    const seed = new Uint8Array(getBase58Encoder().encode(parsed.seed));
    return seed.length === 32 ? seed : null;
  } catch {
    return null;
  }
}

/** Loads the browser's Local Wallet key, creating and storing a new one on first use. */
export async function loadOrCreateLocalKey(storage: Storage = globalThis.localStorage): Promise<LocalKey> {
  let seed = readSeed(storage);
  const created = seed === null;
  if (seed === null) {
    seed = crypto.getRandomValues(new Uint8Array(32));
    const stored: StoredKey = { version: 1, seed: getBase58Decoder().decode(seed) };
    storage.setItem(LOCAL_WALLET_STORAGE_KEY, JSON.stringify(stored));
  }
  // Non-extractable: the private key can sign but cannot be read back out of WebCrypto.
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed, false);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const publicKey = new Uint8Array(getAddressEncoder().encode(address));
  return { keyPair, address, publicKey, created };
}
