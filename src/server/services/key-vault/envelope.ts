import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Format of a sealed record; a new format gets a new number and `open` keeps reading the old ones. */
export const ENVELOPE_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  version: number;
  kekId: string;
  iv: string;
  ciphertext: string;
  wrappedKey: string;
}

/** Thrown for any failure to open a record (tampered bytes, wrong wallet or id, wrong KEK): one message. */
export class VaultOpenError extends Error {
  constructor() {
    super('Unable to decrypt API key');
    this.name = 'VaultOpenError';
  }
}

/** The owner wallet and record id are bound as associated data: a row moved to another wallet will not open. */
const associatedData = (version: number, wallet: string, id: string) =>
  Buffer.from(`solx-api-vault:v${version}:${wallet}:${id}`, 'utf8');

export const kekIdOf = (kek: Buffer): string => createHash('sha256').update(kek).digest('hex').slice(0, 16);

function gcmSeal(key: Buffer, iv: Buffer, plain: Buffer, aad: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function gcmOpen(key: Buffer, iv: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new VaultOpenError();
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** A fresh data key per record encrypts the API key; the KEK wraps the data key. Both use random IVs. */
export function seal(kek: Buffer, wallet: string, id: string, plaintext: string): Sealed {
  const aad = associatedData(ENVELOPE_VERSION, wallet, id);
  const dataKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const wrapIv = randomBytes(IV_BYTES);
  const ciphertext = gcmSeal(dataKey, iv, Buffer.from(plaintext, 'utf8'), aad);
  const wrapped = Buffer.concat([wrapIv, gcmSeal(kek, wrapIv, dataKey, aad)]);
  dataKey.fill(0);
  return {
    version: ENVELOPE_VERSION,
    kekId: kekIdOf(kek),
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    wrappedKey: wrapped.toString('base64'),
  };
}

function unwrap(kek: Buffer, sealed: Sealed, aad: Buffer): Buffer {
  const wrapped = Buffer.from(sealed.wrappedKey, 'base64');
  return gcmOpen(kek, wrapped.subarray(0, IV_BYTES), wrapped.subarray(IV_BYTES), aad);
}

export function open(kek: Buffer, wallet: string, id: string, sealed: Sealed): string {
  try {
    if (sealed.version !== ENVELOPE_VERSION) throw new VaultOpenError();
    const aad = associatedData(sealed.version, wallet, id);
    const dataKey = unwrap(kek, sealed, aad);
    const plain = gcmOpen(
      dataKey,
      Buffer.from(sealed.iv, 'base64'),
      Buffer.from(sealed.ciphertext, 'base64'),
      aad,
    );
    dataKey.fill(0);
    return plain.toString('utf8');
  } catch {
    throw new VaultOpenError();
  }
}

/** Rotation: the same data key, unwrapped with the old KEK and wrapped again with the new one. */
export function rewrap(oldKek: Buffer, newKek: Buffer, wallet: string, id: string, sealed: Sealed): Sealed {
  try {
    const aad = associatedData(sealed.version, wallet, id);
    const dataKey = unwrap(oldKek, sealed, aad);
    const wrapIv = randomBytes(IV_BYTES);
    const wrappedKey = Buffer.concat([wrapIv, gcmSeal(newKek, wrapIv, dataKey, aad)]).toString('base64');
    dataKey.fill(0);
    return { ...sealed, kekId: kekIdOf(newKek), wrappedKey };
  } catch {
    throw new VaultOpenError();
  }
}
