import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppContext } from '../../context';
import { kekIdOf } from './envelope';

export interface VaultKeks {
  current: Buffer;
  currentId: string;
  previous: Buffer | null;
}

/** 32 bytes as base64 or hex; anything else is a configuration error at start, not a weak key. */
export function parseKek(text: string, name: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes, base64 or hex encoded`);
  return bytes;
}

/** From VAULT_KEK, else generated once into the data directory with mode 0600 (like the platform key). */
function loadCurrent(ctx: AppContext): Buffer {
  if (ctx.env.VAULT_KEK) return parseKek(ctx.env.VAULT_KEK, 'VAULT_KEK');
  const file = path.join(ctx.env.dataDir, 'vault-kek');
  if (existsSync(file)) return parseKek(readFileSync(file, 'utf8'), file);
  const kek = randomBytes(32);
  mkdirSync(ctx.env.dataDir, { recursive: true });
  writeFileSync(file, kek.toString('base64'), { mode: 0o600 });
  return kek;
}

const cache = new WeakMap<AppContext, VaultKeks>();

export function vaultKeks(ctx: AppContext): VaultKeks {
  let keks = cache.get(ctx);
  if (!keks) {
    const current = loadCurrent(ctx);
    const previous = ctx.env.VAULT_KEK_PREVIOUS
      ? parseKek(ctx.env.VAULT_KEK_PREVIOUS, 'VAULT_KEK_PREVIOUS')
      : null;
    keks = { current, currentId: kekIdOf(current), previous };
    cache.set(ctx, keks);
  }
  return keks;
}
