import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/** M of N: a mint or a release needs this many distinct guardian signatures. */
export const GUARDIAN_THRESHOLD = 2;
const GUARDIAN_COUNT = 3;

export interface BridgeKeys {
  /** Pays gas and submits mints on every EVM chain; owns the deployed contracts. */
  relayer: PrivateKeyAccount;
  /** Sign transfer messages; the EVM bridge and the Solana release both check M of N. */
  guardians: PrivateKeyAccount[];
  /** Owner of the Solana custody accounts (a platform key; the platform co-signs releases with it). */
  custody: KeyPairSigner;
}

interface StoredKeys {
  relayer: `0x${string}`;
  guardians: `0x${string}`[];
  custodySeed: string;
}

const hexKey = () => `0x${randomBytes(32).toString('hex')}` as const;

/** The bridge's keys, generated once into `DATA_DIR/bridge-keys.json` (mode 600) beside the platform key. */
export async function loadBridgeKeys(dataDir: string): Promise<BridgeKeys> {
  const file = path.join(dataDir, 'bridge-keys.json');
  let stored: StoredKeys;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  } else {
    stored = {
      relayer: hexKey(),
      guardians: Array.from({ length: GUARDIAN_COUNT }, hexKey),
      custodySeed: randomBytes(32).toString('base64'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    relayer: privateKeyToAccount(stored.relayer),
    guardians: stored.guardians.map((k) => privateKeyToAccount(k)),
    custody: await createKeyPairSignerFromPrivateKeyBytes(
      new Uint8Array(Buffer.from(stored.custodySeed, 'base64')),
    ),
  };
}
