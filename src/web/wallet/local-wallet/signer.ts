import { getTransactionDecoder, getTransactionEncoder, getUtf8Encoder, signBytes } from '@solana/kit';
import type { Address, SignatureBytes } from '@solana/kit';
import { createSignInMessageText } from '@shared/solana/siws';
import type { SignInInput } from '@shared/schemas/auth';
import type { SolanaSignInInput } from '@solana/wallet-standard-features';

/**
 * Adds `address`'s signature to a wire transaction. Other signature slots (e.g. a mint keypair's
 * or the platform's partial signature) are kept byte for byte.
 */
export async function signWireTransaction(
  privateKey: CryptoKey,
  address: Address,
  wire: Uint8Array,
): Promise<Uint8Array> {
  const transaction = getTransactionDecoder().decode(wire);
  if (!Object.prototype.hasOwnProperty.call(transaction.signatures, address)) {
    throw new Error(`Transaction does not require a signature from ${address}`);
  }
  const signature: SignatureBytes = await signBytes(privateKey, transaction.messageBytes);
  const signed = { ...transaction, signatures: { ...transaction.signatures, [address]: signature } };
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

/** Fills what a SIWS request leaves out the way wallets do (domain and URI of the current page). */
export function completeSignInInput(
  input: SolanaSignInInput,
  address: Address,
): SignInInput & { address: string } {
  if (input.address && input.address !== address) {
    throw new Error('Sign-in request is for a different account');
  }
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const now = new Date();
  return {
    domain: input.domain ?? globalThis.location?.host ?? 'localhost',
    address,
    statement: input.statement ?? '',
    uri: input.uri ?? origin,
    version: '1',
    chainId: input.chainId ?? 'solana:localnet',
    nonce: input.nonce ?? crypto.randomUUID().replace(/-/g, ''),
    issuedAt: input.issuedAt ?? now.toISOString(),
    expirationTime: input.expirationTime ?? new Date(now.getTime() + 5 * 60_000).toISOString(),
  };
}

export async function signSignInInput(privateKey: CryptoKey, address: Address, input: SolanaSignInInput) {
  const text = createSignInMessageText(completeSignInInput(input, address));
  const signedMessage = new Uint8Array(getUtf8Encoder().encode(text));
  const signature = new Uint8Array(await signBytes(privateKey, signedMessage));
  return { signedMessage, signature };
}
