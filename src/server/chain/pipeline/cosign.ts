import type { KeyPairSigner } from '@solana/kit';
import { keyBytes } from './message-bytes';
import { readWire, signInPlace } from './wire';

/** Adds `signer`'s signature to a wire transaction the wallet already signed (its slot must exist). */
export function cosignWireTransaction(wireBase64: string, signer: KeyPairSigner): Promise<string> {
  const wire = readWire(wireBase64);
  if (!wire || !signInPlace(wire, signer, keyBytes(signer.address))) {
    return Promise.reject(new Error(`${signer.address} is not a signer of this transaction`));
  }
  return Promise.resolve(Buffer.from(wire.bytes).toString('base64'));
}
